import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/renderWithTheme';
import { Checkbox } from './Checkbox';
import { Radio } from './Radio';
import { Select } from './Select';
import { TextArea } from './TextArea';

describe('TextArea and Select', () => {
  it('label their control, and link an error to it as invalid', () => {
    renderWithTheme(
      <>
        <TextArea id="msg" label="Meddelande" error="För långt" />
        <Select label="Återförsäljare">
          <option value="a">Göteborg</option>
        </Select>
      </>,
    );
    const area = screen.getByRole('textbox', { name: 'Meddelande' });
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAttribute('aria-describedby', 'msg-error');
    expect(document.getElementById('msg-error')).toHaveTextContent('För långt');
    const select = screen.getByRole('combobox', { name: 'Återförsäljare' });
    expect(select).not.toHaveAttribute('aria-invalid');
    expect(select).not.toHaveAttribute('aria-describedby');
  });
});

describe('Checkbox', () => {
  it('is ticked by a click anywhere on its label', async () => {
    renderWithTheme(<Checkbox label="Få en offert" />);
    const box = screen.getByRole('checkbox', { name: 'Få en offert' });
    await userEvent.click(screen.getByText('Få en offert'));
    expect(box).toBeChecked();
  });

  it('shows a trailing part (a count) inside the label, and a disabled box cannot be ticked', async () => {
    const onChange = jest.fn();
    renderWithTheme(<Checkbox label="BMW" trailing="(12)" disabled onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'BMW (12)' });
    expect(box).toBeDisabled();
    await userEvent.click(screen.getByText('BMW'));
    expect(onChange).not.toHaveBeenCalled();
    expect(box).not.toBeChecked();
  });
});

describe('Checkbox and Radio look', () => {
  it('draw a 20px box in the theme colour inside a label at least 44px high, by one class on the label', () => {
    renderWithTheme(
      <>
        <Checkbox label="Få en offert" />
        <Radio name="r" value="a" label="Sidopanel" />
      </>,
      'bmw',
    );
    for (const input of [screen.getByRole('checkbox', { name: 'Få en offert' }), screen.getByRole('radio', { name: 'Sidopanel' })]) {
      const box = getComputedStyle(input);
      expect(box.width).toBe('20px');
      expect(box.height).toBe('20px');
      // bmw's primary colour (theme/brands/bmw.ts), as jsdom reports accent-color: not turned into rgb().
      expect(box.accentColor).toBe('#1c69d4');
      expect(getComputedStyle(input.closest('label')!).minHeight).toBe('44px');
    }
  });
});
