import type { CarHeadline } from '@showroom/contracts';
import { headlinePrice, headlineTitle, keyFacts } from './headlineFacts';

const NBSP = '\u00a0';

const car: CarHeadline = {
  car_id: '10234',
  slug: 'volvo-xc60-b4-awd-plus',
  car_brand: 'Volvo',
  car_model: 'XC60',
  car_version: 'B4 AWD Plus',
  car_year: 2021,
  car_mileage: 4512,
  car_odometer_unit: 'mil',
  car_fuel: 'Diesel',
  car_gearbox: 'Automat',
  car_price: 389900,
  car_price_currency: 'SEK',
};

describe('keyFacts', () => {
  it('lists year, mileage with unit, fuel and gearbox in order', () => {
    expect(keyFacts(car, 'sv-SE')).toEqual([
      { label: 'carDetail.year', value: '2021' },
      { label: 'carDetail.mileage', value: `4${NBSP}512${NBSP}mil` },
      { label: 'carDetail.fuel', value: 'Diesel' },
      { label: 'carDetail.gearbox', value: 'Automat' },
    ]);
  });

  it('uses the car unit and the page grouping: miles in en-GB', () => {
    const uk = { ...car, car_mileage: 12345, car_odometer_unit: 'miles', car_price_currency: 'GBP' };
    expect(keyFacts(uk, 'en-GB')[1]).toEqual({ label: 'carDetail.mileage', value: `12,345${NBSP}miles` });
  });

  it('falls back to km for a missing or unknown unit', () => {
    expect(keyFacts({ ...car, car_odometer_unit: undefined }, 'fi-FI')[1]?.value).toBe(`4${NBSP}512${NBSP}km`);
    expect(keyFacts({ ...car, car_odometer_unit: 'furlongs' }, 'fi-FI')[1]?.value).toBe(`4${NBSP}512${NBSP}km`);
  });

  it('shows a new car with 0 in the odometer, and leaves out what is missing', () => {
    const fresh: CarHeadline = { ...car, car_mileage: 0, car_year: undefined, car_gearbox: undefined };
    expect(keyFacts(fresh, 'sv-SE')).toEqual([
      { label: 'carDetail.mileage', value: `0${NBSP}mil` },
      { label: 'carDetail.fuel', value: 'Diesel' },
    ]);
  });

  it('leaves out the nulls the search service sends for missing values', () => {
    expect(keyFacts({ ...car, car_year: null, car_mileage: null, car_fuel: null, car_gearbox: 'Manuell' }, 'sv-SE')).toEqual([
      { label: 'carDetail.gearbox', value: 'Manuell' },
    ]);
  });
});

describe('headlinePrice', () => {
  it('shows the price in kronor with VAT', () => {
    expect(headlinePrice(car, 'sv-SE')).toEqual({ text: `389${NBSP}900${NBSP}kr`, exclVat: false, campaign: false });
  });

  it('shows a lower campaign price with the retail price it replaces', () => {
    const campaign = { ...car, car_has_campaign_price: true, car_campaign_price: 359900 };
    expect(headlinePrice(campaign, 'sv-SE')).toEqual({
      text: `359${NBSP}900${NBSP}kr`,
      wasText: `389${NBSP}900${NBSP}kr`,
      exclVat: false,
      campaign: true,
    });
  });

  it('ignores a campaign price that is not lower, or without the campaign flag', () => {
    expect(headlinePrice({ ...car, car_has_campaign_price: true, car_campaign_price: 399900 }, 'sv-SE').campaign).toBe(false);
    expect(headlinePrice({ ...car, car_campaign_price: 359900 }, 'sv-SE').text).toBe(`389${NBSP}900${NBSP}kr`);
  });

  it('marks an LCV price as excluding VAT', () => {
    expect(headlinePrice({ ...car, car_vehicle_type_code: 'LCV' }, 'sv-SE').exclVat).toBe(true);
  });

  it('formats euros and pounds for their locales', () => {
    expect(headlinePrice({ ...car, car_price: 24990, car_price_currency: 'EUR' }, 'fi-FI').text).toBe(`24${NBSP}990${NBSP}€`);
    expect(headlinePrice({ ...car, car_price: 24990, car_price_currency: 'GBP' }, 'en-GB').text).toBe('£24,990');
  });
});

describe('headlineTitle', () => {
  it('is brand, model and version', () => {
    expect(headlineTitle(car)).toBe('Volvo XC60 B4 AWD Plus');
  });
});
