import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { renderWithTheme } from '../testing/renderWithTheme';
import { Radio } from './Radio';
import { RadioGroup } from './RadioGroup';

describe('RadioGroup', () => {
  it('names the group by its legend and the radios by their labels', async () => {
    renderWithTheme(
      <RadioGroup legend="Vad vill du göra?">
        <Radio name="option" value="sell" label="Sälja bilen" />
        <Radio name="option" value="tradeIn" label="Byta in bilen" />
      </RadioGroup>,
    );
    expect(screen.getByRole('group', { name: 'Vad vill du göra?' })).toBeInTheDocument();
    const tradeIn = screen.getByRole('radio', { name: 'Byta in bilen' });
    await userEvent.click(screen.getByText('Byta in bilen'));
    expect(tradeIn).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Sälja bilen' })).not.toBeChecked();
  });

  it('describes the group by its error', () => {
    renderWithTheme(
      <RadioGroup id="opt" legend="Vad vill du göra?" error="Fältet måste fyllas i">
        <Radio name="option" value="sell" label="Sälja bilen" />
      </RadioGroup>,
    );
    const group = screen.getByRole('group', { name: 'Vad vill du göra?' });
    expect(group).toHaveAttribute('aria-describedby', 'opt-error');
    expect(group).toHaveAccessibleDescription('Fältet måste fyllas i');
    expect(screen.getByRole('alert')).toHaveTextContent('Fältet måste fyllas i');
  });

  it('passes refs to the radio inputs', () => {
    const ref = createRef<HTMLInputElement>();
    renderWithTheme(
      <RadioGroup legend="Val">
        <Radio ref={ref} name="o" value="a" label="A" />
      </RadioGroup>,
    );
    expect(ref.current).toBe(screen.getByRole('radio', { name: 'A' }));
  });
});
