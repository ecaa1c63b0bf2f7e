import type { MechmateCar } from '@showroom/contracts/mechmate';
import { ADDON_CATEGORIES, CATALOGUE, SERVICE_CATEGORIES } from '../data/mechmateCatalogue';
import { mileageFactor, offeringsFor, priceFor } from './offerings';

const volvo: MechmateCar = { registrationNumber: 'ABC123', brand: 'Volvo', model: 'XC60', buildYear: 2019, hasServiceAgreement: true, isSupported: true };
const golf: MechmateCar = { registrationNumber: 'DEF456', brand: 'Volkswagen', model: 'Golf', buildYear: 2020, hasServiceAgreement: false, isSupported: true };
const oldGolf: MechmateCar = { ...golf, buildYear: 2012 };
const offering = (code: string) => CATALOGUE.get(code)!;

describe('offering prices', () => {
  it('price a car by brand, age and service agreement, rounded to ten kronor', () => {
    // 3990 kr x 1.25 (premium) x 0.85 (agreement) = 4239.4 -> 4240
    expect(priceFor(offering('originalservice'), { car: volvo, electric: false, year: 2026 })).toBe(4240);
    expect(priceFor(offering('originalservice'), { car: golf, electric: false, year: 2026 })).toBe(3990);
    // 14 years old: 3990 x 1.1 = 4389 -> 4390
    expect(priceFor(offering('originalservice'), { car: oldGolf, electric: false, year: 2026 })).toBe(4390);
    expect(priceFor(offering('troubleshooting'), { car: golf, electric: false, year: 2026 })).toBeNull();
  });

  it('make every third service the large one', () => {
    expect([1, 1500, 1501, 3000, 3001, 4500, 9000].map(mileageFactor)).toEqual([1, 1, 1, 1, 1.6, 1.6, 1.6]);
  });

  it('list discounts, unknown prices, unit prices, user input and single-choice categories', () => {
    const services = offeringsFor(SERVICE_CATEGORIES, { car: volvo, electric: false, year: 2026 }, 5);
    const all = services.flatMap((c) => c.offerings);
    expect(all.find((o) => o.code === 'originalservice')).toMatchObject({ priceDiscount: 15, priceKnown: true, isAvailable: true });
    expect(all.find((o) => o.code === 'troubleshooting')).toMatchObject({ price: null, priceKnown: false, notKnownPriceText: 'Priset sätts på verkstaden', allowUserInput: true, priceDiscount: 0 });
    expect(offeringsFor(SERVICE_CATEGORIES, { car: golf, electric: false, year: 2026 }, 5).flatMap((c) => c.offerings).every((o) => o.priceDiscount === 0)).toBe(true);
    const addons = offeringsFor(ADDON_CATEGORIES, { car: golf, electric: false, year: 2026 }, 5);
    expect(addons.filter((c) => c.selectionType === 'single').map((c) => c.name)).toEqual(['Tvätt', 'Ersättningsbil']);
    expect(addons.flatMap((c) => c.offerings).find((o) => o.code === 'wiper-blades')?.unitPrice).toEqual({ minimum: 1, maximum: 3, unit: 'styck', unitAbbreviation: 'st', postfix: '/st' });
  });

  it('mark oil service unavailable for electric cars and pick-up unavailable far from a workshop', () => {
    const ev = offeringsFor(SERVICE_CATEGORIES, { car: golf, electric: true, year: 2026 }, 5).flatMap((c) => c.offerings);
    expect(ev.filter((o) => !o.isAvailable).map((o) => o.code)).toEqual(['oil-service']);
    const pickup = (km: number | null) => offeringsFor(ADDON_CATEGORIES, { car: golf, electric: false, year: 2026 }, km).flatMap((c) => c.offerings).find((o) => o.code === 'pickup')?.isAvailable;
    expect([pickup(10), pickup(40), pickup(41), pickup(null)]).toEqual([true, true, false, false]);
  });
});
