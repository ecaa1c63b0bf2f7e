import { defaultSellerId, leadSeller, type ContactSeller } from './leadSeller';

const sellers: ContactSeller[] = [
  { id: 'site-1', name: 'Carstore Solna', email: 'nybil.solna@carstore.se' },
  { id: 'site-2', name: 'Carstore Täby', email: null },
  { id: 'site-3', name: 'Carstore Nacka' },
  { id: 'site-4', name: 'Carstore Kista', email: '  ' },
];
const used = { car_id: '10234', isSample: false };
const sampleCar = { car_id: '20001', isSample: true };

describe('leadSeller', () => {
  it('names no seller for a car that is not a sample, whatever the seller field holds (its own site takes the lead)', () => {
    expect(leadSeller({ car: used, sellers, sellerId: 'site-1' })).toEqual({ ok: true });
    expect(leadSeller({ car: used, sellers: [], sellerId: '' })).toEqual({ ok: true });
  });

  it('names the chosen seller of a sample car', () => {
    expect(leadSeller({ car: sampleCar, sellers, sellerId: 'site-1' })).toEqual({ ok: true, sellerId: 'site-1' });
  });

  it.each([
    ['site-2', 'seller "site-2" (Carstore Täby) of sample car 20001 has no department e-mail'], // null
    ['site-3', 'seller "site-3" (Carstore Nacka) of sample car 20001 has no department e-mail'], // absent
    ['site-4', 'seller "site-4" (Carstore Kista) of sample car 20001 has no department e-mail'], // blank
    ['site-9', 'seller "site-9" is not among the 4 sellers of sample car 20001'],
    ['', 'seller "" is not among the 4 sellers of sample car 20001'],
  ])('fails a sample car whose seller %p has no department', (sellerId, detail) => {
    expect(leadSeller({ car: sampleCar, sellers, sellerId })).toEqual({ ok: false, reason: 'missingDepartment', detail });
  });
});

describe('defaultSellerId', () => {
  it('is the first seller, or none', () => {
    expect(defaultSellerId(sellers)).toBe('site-1');
    expect(defaultSellerId([])).toBe('');
  });
});
