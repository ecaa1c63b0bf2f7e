import type { CarCard } from '@showroom/contracts';
import { carTitle, isLcv, priceDisplay, showsDeductibleVat } from './priceRules';

const car: CarCard = { car_id: '42', slug: 'volvo-xc60-b4', car_brand: 'Volvo', car_model: 'XC60', car_version: 'B4', car_price: 400000, car_price_currency: 'SEK' };

describe('price rules', () => {
  it('shows the campaign price with the retail price beside it only when it is lower', () => {
    expect(priceDisplay({ ...car, car_has_campaign_price: true, car_campaign_price: 379000 })).toEqual({ amount: 379000, was: 400000, exclVat: false, campaign: true });
    expect(priceDisplay({ ...car, car_has_campaign_price: true, car_campaign_price: 420000 })).toEqual({ amount: 400000, exclVat: false, campaign: false });
    // A campaign price without the flag is not a campaign.
    expect(priceDisplay({ ...car, car_campaign_price: 1 })).toMatchObject({ amount: 400000, campaign: false });
    expect(priceDisplay({ ...car, car_has_campaign_price: true, car_campaign_price: null })).toMatchObject({ amount: 400000, campaign: false });
  });

  it("shows LCV prices without VAT at the site's rate", () => {
    const van = { ...car, car_vehicle_type_code: 'LCV' };
    // SE 25 %: 400 000 / 1.25 = 320 000
    expect(priceDisplay(van, 'dealergroup-se')).toEqual({ amount: 320000, exclVat: true, campaign: false });
    // Campaign 375 000 / 1.25 = 300 000, struck-through ordinary 320 000.
    expect(priceDisplay({ ...van, car_has_campaign_price: true, car_campaign_price: 375000 }, 'carstore-se')).toEqual({ amount: 300000, was: 320000, exclVat: true, campaign: true });
    // SK 23 %: 24 600 EUR / 1.23 = 20 000
    expect(priceDisplay({ ...van, car_price: 24600, car_price_currency: 'EUR' }, 'carstore-sk')).toMatchObject({ amount: 20000, exclVat: true });
    // UK 20 %: 24 000 GBP / 1.2 = 20 000
    expect(priceDisplay({ ...van, car_price: 24000, car_price_currency: 'GBP' }, 'premium-uk')).toMatchObject({ amount: 20000, exclVat: true });
  });

  it('prefers the without-VAT prices the search service sends', () => {
    const van = { ...car, car_vehicle_type_code: 'LCV', car_has_campaign_price: true, car_campaign_price: 375000, car_retail_price_exkl_vat: 319900, car_campaign_price_exkl_vat: 299900 };
    expect(priceDisplay(van, 'dealergroup-se')).toEqual({ amount: 299900, was: 319900, exclVat: true, campaign: true });
  });

  it('falls back to the currency for the rate, and never labels a price it could not convert', () => {
    // No site, SEK: 25 %, 400 000 -> 320 000.
    expect(priceDisplay({ ...car, car_vehicle_type_code: 'LCV' })).toMatchObject({ amount: 320000, exclVat: true });
    // No site, EUR (FI or SK?): the price stays with VAT and is not called "excl. VAT".
    expect(priceDisplay({ ...car, car_vehicle_type_code: 'LCV', car_price_currency: 'EUR' })).toEqual({ amount: 400000, exclVat: false, campaign: false });
  });

  it('recognises LCV whatever the case', () => {
    expect(isLcv({ car_vehicle_type_code: 'lcv ' })).toBe(true);
    expect(isLcv({ car_vehicle_type_code: 'PC' })).toBe(false);
    expect(isLcv({})).toBe(false);
  });

  it('shows the deductible-VAT badge only on car-store sites', () => {
    expect(showsDeductibleVat({ ...car, car_vat_eligible: true }, 'carstore')).toBe(true);
    expect(showsDeductibleVat({ ...car, car_vat_eligible: true }, 'dealergroup')).toBe(false);
    expect(showsDeductibleVat({ ...car, car_vat_eligible: true }, 'premium')).toBe(false);
    expect(showsDeductibleVat({ ...car, car_vat_eligible: false }, 'carstore')).toBe(false);
  });

  it('builds titles', () => {
    expect(carTitle(car)).toBe('Volvo XC60 B4');
    expect(carTitle({ ...car, car_model_text: 'Volvo XC60' })).toBe('Volvo XC60 B4');
  });
});
