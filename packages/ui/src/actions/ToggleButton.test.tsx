import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../testing/renderWithTheme';
import { ToggleButton } from './ToggleButton';

function CompareToggle() {
  const [pressed, setPressed] = useState(false);
  return (
    <ToggleButton pressed={pressed} onPressedChange={setPressed}>
      Jämför
    </ToggleButton>
  );
}

describe('ToggleButton', () => {
  it('reports its state with aria-pressed and flips on click and keyboard', async () => {
    renderWithTheme(<CompareToggle />);
    const button = screen.getByRole('button', { name: 'Jämför' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard(' ');
    expect(button).toHaveAttribute('aria-pressed', 'true');
  });

  it('lets onClick veto the change', async () => {
    const onPressedChange = jest.fn();
    renderWithTheme(
      <ToggleButton pressed={false} onPressedChange={onPressedChange} onClick={(e) => e.preventDefault()}>
        Jämför
      </ToggleButton>,
    );
    await userEvent.click(screen.getByRole('button'));
    expect(onPressedChange).not.toHaveBeenCalled();
  });
});
