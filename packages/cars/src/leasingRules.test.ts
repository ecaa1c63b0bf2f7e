import type { CarCard } from '@showroom/contracts';
import { leasingPrices } from './leasingRules';

const car: CarCard = { car_id: '42', slug: 'volvo-xc60-b4', car_brand: 'Volvo', car_model: 'XC60', car_price: 400000, car_price_currency: 'SEK' };

describe('leasing prices', () => {
  it('shows private leasing with VAT and company leasing without, as stored', () => {
    expect(leasingPrices({ ...car, car_privateleasing_monthly_cost: 4999, car_companyleasing_monthly_cost: 3600 }, 'dealergroup-se')).toEqual([
      { kind: 'private', amount: 4999, exclVat: false },
      { kind: 'company', amount: 3600, exclVat: true },
    ]);
  });

  it("takes VAT out of an LCV's private leasing at the site's rate", () => {
    const van = { ...car, car_vehicle_type_code: 'LCV', car_privateleasing_monthly_cost: 5000, car_companyleasing_monthly_cost: 3600 };
    // SE: 5 000 / 1.25 = 4 000; company leasing is already without VAT.
    expect(leasingPrices(van, 'carstore-se')).toEqual([
      { kind: 'private', amount: 4000, exclVat: true },
      { kind: 'company', amount: 3600, exclVat: true },
    ]);
    // FI: 5 020 / 1.255 = 4 000
    expect(leasingPrices({ ...van, car_price_currency: 'EUR', car_privateleasing_monthly_cost: 5020 }, 'carstore-fi')[0]).toEqual({ kind: 'private', amount: 4000, exclVat: true });
    // EUR without a site has no single rate: the private line is left out, not shown with VAT.
    expect(leasingPrices({ ...van, car_price_currency: 'EUR' })).toEqual([{ kind: 'company', amount: 3600, exclVat: true }]);
  });

  it('leaves out leasing that is not offered (absent, zero, not a number)', () => {
    expect(leasingPrices({ ...car, car_privateleasing_monthly_cost: null, car_companyleasing_monthly_cost: 0 })).toEqual([]);
    expect(leasingPrices({ ...car, car_privateleasing_monthly_cost: Number.NaN })).toEqual([]);
  });
});
