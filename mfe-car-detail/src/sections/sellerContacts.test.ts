import { sellerContacts } from './sellerContacts';

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
