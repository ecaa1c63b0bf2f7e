import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/renderWithTheme';
import { TextField } from './TextField';

describe('TextField', () => {
  it('labels its input', () => {
    renderWithTheme(<TextField label="Registreringsnummer" placeholder="ABC 123" />);
    const input = screen.getByRole('textbox', { name: 'Registreringsnummer' });
    expect(input).toHaveAttribute('placeholder', 'ABC 123');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('links hint and error with aria-describedby and marks the input invalid', () => {
    renderWithTheme(
      <TextField id="phone" label="Telefonnummer" hint="Med riktnummer" error="Ange ett giltigt telefonnummer" />,
    );
    const input = screen.getByRole('textbox', { name: 'Telefonnummer' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', 'phone-hint phone-error');
    expect(input).toHaveAccessibleDescription('Med riktnummer Ange ett giltigt telefonnummer');
    expect(screen.getByRole('alert')).toHaveTextContent('Ange ett giltigt telefonnummer');
  });

  it('keeps a caller-given aria-describedby first', () => {
    renderWithTheme(<TextField id="e" label="E-post" aria-describedby="note" error="Fel" />);
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-describedby', 'note e-error');
  });

  it('works with a react-hook-form style register spread (callback ref, name, onChange, onBlur)', async () => {
    const ref = jest.fn();
    const onChange = jest.fn();
    const onBlur = jest.fn();
    renderWithTheme(<TextField label="Namn" name="customerName" ref={ref} onChange={onChange} onBlur={onBlur} />);
    const input = screen.getByRole('textbox', { name: 'Namn' });
    expect(ref).toHaveBeenCalledWith(input);
    expect(input).toHaveAttribute('name', 'customerName');
    await userEvent.type(input, 'Anna');
    await userEvent.tab();
    expect(onChange).toHaveBeenCalledTimes(4);
    expect(onBlur).toHaveBeenCalledTimes(1);
    expect(input).toHaveValue('Anna');
  });

  it('can hide the label visually and still name the input', () => {
    renderWithTheme(<TextField label="Sök" hideLabel type="search" />);
    expect(screen.getByRole('searchbox', { name: 'Sök' })).toBeInTheDocument();
  });
});
