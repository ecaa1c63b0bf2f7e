import { isPhoneNumber, splitContacts } from './contactText';

describe('splitContacts', () => {
  it('finds a phone number after a label', () => {
    expect(splitContacts('Kundtjänst 010-123 45 00')).toEqual([
      { kind: 'text', value: 'Kundtjänst ' },
      { kind: 'phone', value: '010-123 45 00' },
    ]);
  });

  it('finds an e-mail address that is the whole text, without a trailing full stop', () => {
    expect(splitContacts('info@hedin.se')).toEqual([{ kind: 'email', value: 'info@hedin.se' }]);
    expect(splitContacts('Mail info@bil.example.no.')).toEqual([
      { kind: 'text', value: 'Mail ' },
      { kind: 'email', value: 'info@bil.example.no' },
      { kind: 'text', value: '.' },
    ]);
  });

  it('finds both in one text, international numbers included', () => {
    expect(splitContacts('Ring +47 22 33 44 55 eller skriv til post@firma.no')).toEqual([
      { kind: 'text', value: 'Ring ' },
      { kind: 'phone', value: '+47 22 33 44 55' },
      { kind: 'text', value: ' eller skriv til ' },
      { kind: 'email', value: 'post@firma.no' },
    ]);
  });

  it('leaves opening hours, postcodes, dates and org numbers as text', () => {
    const text = 'Mån-fre 09:00-18:00, 411 04 Göteborg, sedan 2024-01-31, org.nr 556677-8899';
    expect(splitContacts(text)).toEqual([{ kind: 'text', value: text }]);
  });

  it('gives nothing for an empty text', () => {
    expect(splitContacts('')).toEqual([]);
  });
});

describe('isPhoneNumber', () => {
  it('needs 7 to 15 digits', () => {
    expect(isPhoneNumber('123 456')).toBe(false); // 6 digits
    expect(isPhoneNumber('123 4567')).toBe(true); // 7 digits
    expect(isPhoneNumber('+421 123 456 789 012')).toBe(true); // 3 + 12 = 15 digits
    expect(isPhoneNumber('+421 123 456 789 0123')).toBe(false); // 16 digits
  });
});
