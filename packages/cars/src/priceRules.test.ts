import type { CarCard } from '@showroom/contracts';
import { carDetailPath, carTitle, priceDisplay, showsDeductibleVat } from './priceRules';

const car: CarCard = { car_id: '42', slug: 'volvo-xc60-b4', car_brand: 'Volvo', car_model: 'XC60', car_version: 'B4', car_price: 400000, car_price_currency: 'SEK' };

describe('price rules', () => {
  it('shows the campaign price with the retail price beside it only when it is lower', () => {
    expect(priceDisplay({ ...car, car_has_campaign_price: true, car_campaign_price: 379000 })).toEqual({ amount: 379000, was: 400000, exclVat: false, campaign: true });
    expect(priceDisplay({ ...car, car_has_campaign_price: true, car_campaign_price: 420000 })).toEqual({ amount: 400000, exclVat: false, campaign: false });
    expect(priceDisplay({ ...car, car_campaign_price: 1 })).toMatchObject({ amount: 400000, campaign: false });
  });
  it('shows LCV prices without VAT', () => {
    expect(priceDisplay({ ...car, car_vehicle_type_code: 'LCV' }).exclVat).toBe(true);
  });
  it('shows the deductible-VAT badge only on car-store sites', () => {
    expect(showsDeductibleVat({ ...car, car_vat_eligible: true }, 'carstore')).toBe(true);
    expect(showsDeductibleVat({ ...car, car_vat_eligible: true }, 'dealergroup')).toBe(false);
    expect(showsDeductibleVat({ ...car, car_vat_eligible: false }, 'carstore')).toBe(false);
  });
  it('builds titles and detail paths', () => {
    expect(carTitle(car)).toBe('Volvo XC60 B4');
    expect(carTitle({ ...car, car_model_text: 'Volvo XC60' })).toBe('Volvo XC60 B4');
    expect(carDetailPath('/kop-bil', car)).toBe('/kop-bil/42/volvo-xc60-b4');
  });
});
