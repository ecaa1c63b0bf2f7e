import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/renderWithTheme';
import { EmailField, PhoneField } from './ContactFields';

describe('PhoneField and EmailField', () => {
  it('give a phone and an e-mail the keyboard, autofill, length and required state they want, labelled', () => {
    renderWithTheme(
      <>
        <PhoneField label="Telefon" name="phone" />
        <EmailField label="E-post" name="email" error="Ange en giltig e-postadress" />
      </>,
    );
    const phone = screen.getByRole('textbox', { name: 'Telefon' });
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('inputmode', 'tel');
    expect(phone).toHaveAttribute('autocomplete', 'tel');
    expect(phone).toHaveAttribute('maxlength', '21');
    expect(phone).toHaveAttribute('aria-required', 'true');
    const email = screen.getByRole('textbox', { name: 'E-post' });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email).toHaveAttribute('maxlength', '254');
    expect(email).toHaveAccessibleDescription('Ange en giltig e-postadress');
  });

  it('lets a form override a default, e.g. a longer limit', () => {
    renderWithTheme(<EmailField label="E-post" maxLength={100} />);
    expect(screen.getByRole('textbox', { name: 'E-post' })).toHaveAttribute('maxlength', '100');
  });
});
