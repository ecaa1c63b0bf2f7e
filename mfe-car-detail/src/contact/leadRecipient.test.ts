import { defaultSellerId, leadRecipient, type ContactSeller } from './leadRecipient';

const sellers: ContactSeller[] = [
  { id: 'site-1', name: 'Carstore Solna', email: 'nybil.solna@carstore.se' },
  { id: 'site-2', name: 'Carstore Täby', email: null },
  { id: 'site-3', name: 'Carstore Nacka' },
  { id: 'site-4', name: 'Carstore Kista', email: '  ' },
];
const used = { car_id: '10234', isSample: false };
const sampleCar = { car_id: '20001', isSample: true };
const site = { siteName: 'Carstore Göteborg', siteLeadsEmail: 'leads.goteborg@carstore.se' };

describe('leadRecipient', () => {
  it("sends a car that is not a sample to its site's leads address, whatever seller field holds", () => {
    expect(leadRecipient({ car: used, sellers, sellerId: 'site-1', ...site })).toEqual({
      ok: true,
      toName: 'Carstore Göteborg',
      toEmail: 'leads.goteborg@carstore.se',
    });
  });

  it('leaves the address empty when the site has none (comhub routes by form name)', () => {
    expect(leadRecipient({ car: used, sellers: [], sellerId: '', siteName: null, siteLeadsEmail: null })).toEqual({ ok: true, toName: '', toEmail: '' });
  });

  it('sends a sample car to the chosen seller', () => {
    expect(leadRecipient({ car: sampleCar, sellers, sellerId: 'site-1', ...site })).toEqual({
      ok: true,
      toName: 'Carstore Solna',
      toEmail: 'nybil.solna@carstore.se',
    });
  });

  it.each([
    ['site-2', 'seller "site-2" (Carstore Täby) of sample car 20001 has no department e-mail'], // null
    ['site-3', 'seller "site-3" (Carstore Nacka) of sample car 20001 has no department e-mail'], // absent
    ['site-4', 'seller "site-4" (Carstore Kista) of sample car 20001 has no department e-mail'], // blank
    ['site-9', 'seller "site-9" is not among the 4 sellers of sample car 20001'],
    ['', 'seller "" is not among the 4 sellers of sample car 20001'],
  ])('fails a sample car whose seller %p has no department', (sellerId, detail) => {
    expect(leadRecipient({ car: sampleCar, sellers, sellerId, ...site })).toEqual({ ok: false, reason: 'missingDepartment', detail });
  });
});

describe('defaultSellerId', () => {
  it('is the first seller, or none', () => {
    expect(defaultSellerId(sellers)).toBe('site-1');
    expect(defaultSellerId([])).toBe('');
  });
});
