import { carSchema } from '@showroom/contracts';
import { volvoXc60 } from '../testing/sampleCars';
import { carStructuredData } from './carStructuredData';

const car = carSchema.parse({ ...volvoXc60, car_color: 'Svart', car_condition: 'Begagnad', car_is_used: true, car_images: [{ original: '/media/cars/10234/1' }] });
const ctx = { site: 'carstore-se' as const, url: 'https://www.carstore.se/bilar/10234/volvo-xc60-b4-awd-plus', origin: 'https://www.carstore.se', sellerName: 'Carstore Göteborg' };

describe('carStructuredData', () => {
  it('describes the car and its offer with the fields it has', () => {
    expect(carStructuredData(car, ctx)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Car',
      name: 'Volvo XC60 B4 AWD Plus',
      brand: { '@type': 'Brand', name: 'Volvo' },
      model: 'XC60',
      url: ctx.url,
      vehicleModelDate: '2021',
      fuelType: 'Diesel',
      vehicleTransmission: 'Automat',
      color: 'Svart',
      bodyType: 'SUV',
      itemCondition: 'https://schema.org/UsedCondition',
      // 4512 Swedish mil = 45 120 km.
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: 45120, unitCode: 'KMT' },
      image: ['https://www.carstore.se/media/cars/10234/1'],
      // The campaign price is what the buyer pays.
      offers: { '@type': 'Offer', price: 359900, priceCurrency: 'SEK', availability: 'https://schema.org/InStock', url: ctx.url, seller: { '@type': 'AutoDealer', name: 'Carstore Göteborg' } },
    });
  });

  it('leaves out what the car lacks instead of sending empty values', () => {
    const bare = carSchema.parse({ car_id: '1', slug: 'mini', car_brand: 'MINI', car_model: 'Cooper', car_price: 18995, car_price_currency: 'GBP', car_primary_image: { thumbnail_url: '/x' } });
    const data = carStructuredData(bare, { site: 'premium-uk', url: 'https://x/1/mini', origin: '' });
    expect(Object.keys(data).sort()).toEqual(['@context', '@type', 'brand', 'model', 'name', 'offers', 'url']);
    expect(data.offers).toEqual({ '@type': 'Offer', price: 18995, priceCurrency: 'GBP', availability: 'https://schema.org/InStock', url: 'https://x/1/mini' });
  });
});
