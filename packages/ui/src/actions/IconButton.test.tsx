import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { renderWithTheme } from '../testing/renderWithTheme';
import { IconButton } from './IconButton';

const Cross = () => <svg aria-hidden="true" width="20" height="20" />;

describe('IconButton', () => {
  it('is a button named by its label, of type "button", that handles clicks', async () => {
    const onClick = jest.fn();
    renderWithTheme(
      <IconButton label="Stäng meddelandet" onClick={onClick}>
        <Cross />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Stäng meddelandet' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is a 44px target that takes the colour around it, and forwards its ref', () => {
    const ref = createRef<HTMLButtonElement>();
    renderWithTheme(
      <IconButton label="Kopiera" ref={ref}>
        <Cross />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Kopiera' });
    expect(ref.current).toBe(button);
    const style = getComputedStyle(button);
    expect(style.width).toBe('44px');
    expect(style.height).toBe('44px');
    expect(style.color).toBe('inherit');
  });
});
