import { mailtoHref, sellerContacts, telHref } from './sellerContacts';

describe('telHref', () => {
  it('dials the digits with a leading + and without the bracketed trunk zero', () => {
    expect(telHref('08-123 45 67')).toBe('tel:081234567');
    expect(telHref(' +46 (0)8 123 45 67 ')).toBe('tel:+4681234567');
    expect(telHref('–')).toBeUndefined();
    expect(telHref(null)).toBeUndefined();
  });
});

describe('mailtoHref', () => {
  it('links an address and nothing that could carry mailto parameters', () => {
    expect(mailtoHref(' anna@bilhallen.se ')).toBe('mailto:anna@bilhallen.se');
    expect(mailtoHref('anna@bilhallen.se?bcc=x@y.z')).toBeUndefined();
    expect(mailtoHref('anna')).toBeUndefined();
    expect(mailtoHref('')).toBeUndefined();
  });
});

describe('sellerContacts', () => {
  it('keeps only sellers with a usable phone or e-mail', () => {
    expect(
      sellerContacts([
        { name: 'Anna Ek', phone: '08-123 45 67', email: null, title: 'Säljare' },
        { name: 'Bo Ek', phone: '', email: 'bo@bilhallen.se' },
        { name: 'Cia Ek', phone: null, email: null },
        { name: 'Dan Ek', phone: '–', email: 'saknas' },
      ]),
    ).toEqual([
      { name: 'Anna Ek', title: 'Säljare', phone: { text: '08-123 45 67', href: 'tel:081234567' } },
      { name: 'Bo Ek', email: { text: 'bo@bilhallen.se', href: 'mailto:bo@bilhallen.se' } },
    ]);
    expect(sellerContacts(undefined)).toEqual([]);
  });
});
