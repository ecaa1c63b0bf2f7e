import { cardKeyFacts, mileageUnit } from './keyFacts';

describe('card key facts', () => {
  it('lists year, mileage with its unit, fuel and gearbox in that order', () => {
    // 3 450 mil with sv-SE grouping (no-break spaces).
    expect(cardKeyFacts({ car_year: 2022, car_mileage: 3450, car_odometer_unit: 'mil', car_fuel: 'Bensin', car_gearbox: 'Automat' }, 'sv-SE')).toEqual([
      '2022',
      '3\u00a0450\u00a0mil',
      'Bensin',
      'Automat',
    ]);
  });

  it('leaves out what the car lacks, and keeps a zero mileage', () => {
    expect(cardKeyFacts({ car_year: null, car_mileage: 0, car_odometer_unit: 'km', car_fuel: ' ', car_gearbox: null }, 'fi-FI')).toEqual(['0\u00a0km']);
  });

  it('reads an unknown odometer unit as km', () => {
    expect(mileageUnit('furlongs')).toBe('km');
    expect(mileageUnit(undefined)).toBe('km');
    expect(mileageUnit('miles')).toBe('miles');
  });
});
