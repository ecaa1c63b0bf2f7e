import { maskedContact, maskEmail, maskName, maskPhone } from './maskPersonal';

describe('masking personal data on the operator page', () => {
  it.each([
    ['jane.doe@example.com', 'j***@e***.com'],
    ['a@b.se', 'a***@b***.se'],
    ['ola@mail.nordmann.no', 'o***@m***.no'],
    ['no-at-sign', '***'],
    ['@example.com', '***'],
  ])('e-mail %s -> %s', (email, masked) => expect(maskEmail(email)).toBe(masked));

  it.each([
    ['+46 70 123 45 67', '***4567'],
    ['0701234567', '***4567'],
    ['123', '***'],
  ])('phone %s -> %s', (phone, masked) => expect(maskPhone(phone)).toBe(masked));

  it.each([
    ['Anna Maria Svensson', 'A. M. S.'],
    ['  ola  nordmann ', 'O. N.'],
    ['Åsa Öberg', 'Å. Ö.'],
    ['', '***'],
  ])('name %p -> %s', (name, masked) => expect(maskName(name)).toBe(masked));

  it('finds the contact under either form key set, and never shows a full value', () => {
    const sell = maskedContact({ customerName: 'Anna Svensson', customerEmail: 'anna@exempel.se', customerPhone: '070 123 45 67', regno: 'ABC123' });
    expect(sell).toBe('A. S., a***@e***.se, ***4567');
    const contact = maskedContact({ name: 'Ada Lovelace', email: 'ada@example.se', phone: '0701234567', toEmail: 'leads@dealer.example' });
    expect(contact).toBe('A. L., a***@e***.se, ***4567');
    expect(maskedContact({})).toBe('-');
  });
});
