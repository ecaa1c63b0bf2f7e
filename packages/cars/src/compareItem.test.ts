import { compareItemSchema, type CarCard } from '@showroom/contracts';
import { compareItemFor } from './compareItem';

const car: CarCard = {
  car_id: '101',
  slug: 'volvo-xc60-b4',
  car_brand: 'Volvo',
  car_model: 'XC60',
  car_version: 'B4',
  car_price: 389900,
  car_price_currency: 'SEK',
  car_primary_image: { thumbnail_url: '/-/media/cars/101/1.svg' },
};
const plain = (s: string | undefined) => (s ?? '').replace(/\s+/g, ' ');

describe('compareItemFor', () => {
  it('keeps id, slug, title, thumbnail and the shown price, in the shape the bus accepts', () => {
    const item = compareItemFor(car, 'sv-SE', 'dealergroup-se');
    expect({ ...item, price_text: plain(item.price_text) }).toEqual({ car_id: '101', slug: 'volvo-xc60-b4', title: 'Volvo XC60 B4', image: '/-/media/cars/101/1.svg', price_text: '389 900 kr' });
    expect(compareItemSchema.safeParse(item).success).toBe(true);
  });

  it('keeps the campaign price, and an LCV price without VAT with its label', () => {
    expect(plain(compareItemFor({ ...car, car_has_campaign_price: true, car_campaign_price: 359900 }, 'sv-SE', 'dealergroup-se').price_text)).toBe('359 900 kr');
    // 250 000 / 1.25 = 200 000
    expect(plain(compareItemFor({ ...car, car_vehicle_type_code: 'LCV', car_price: 250000 }, 'sv-SE', 'dealergroup-se', 'exkl. moms').price_text)).toBe('200 000 kr exkl. moms');
  });

  it('leaves the image out when the car has none', () => {
    expect(compareItemFor({ ...car, car_primary_image: null }, 'sv-SE')).not.toHaveProperty('image');
  });
});
