import { compareItemSchema } from './bus';
import { busTopics, dataLayerEventSchema } from './busTopics';

describe('bus payloads', () => {
  it('accepts a realistic compare list and rejects a non-numeric car id', () => {
    const item = { car_id: '1000123', slug: 'volvo-xc60-b4', title: 'Volvo XC60 B4', price_text: '349 900 kr' };
    expect(busTopics.compare.parse([item])).toEqual([item]);
    expect(compareItemSchema.safeParse({ ...item, car_id: '12a' }).success).toBe(false);
  });
  it('needs an event name on data-layer pushes and bounds their values', () => {
    expect(dataLayerEventSchema.safeParse({ event: 'search', search_type: 'start page', search_term: 'xc60' }).success).toBe(true);
    expect(dataLayerEventSchema.safeParse({ search_term: 'xc60' }).success).toBe(false);
    expect(dataLayerEventSchema.safeParse({ event: 'x', blob: 'a'.repeat(2001) }).success).toBe(false);
  });
});
