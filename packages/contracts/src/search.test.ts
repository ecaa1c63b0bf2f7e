import * as z from '@showroom/contracts/z';
import { formatRangeValue, parseRangeValue, searchRequestSchema, searchResponseSchema } from './search';

describe('searchRequestSchema', () => {
  it('applies defaults and keeps filters', () => {
    const parsed = searchRequestSchema.parse({
      index: 'cars',
      site: 'dealergroup-se',
      filters: { car_brand: ['BMW'], 'car_fuel.neq': ['Diesel'], car_price: ['100000..200000'], 'car_brand>car_model': ['BMW>X5'] },
      facets: [{ name: 'car_brand>car_model' }, { name: 'car_price' }],
    });
    expect(parsed.limit).toBe(24);
    expect(parsed.offset).toBe(0);
  });
  it('rejects hostile input', () => {
    const base = { index: 'cars', site: 'dealergroup-se' };
    expect(searchRequestSchema.safeParse({ ...base, limit: 101 }).success).toBe(false);
    expect(searchRequestSchema.safeParse({ ...base, offset: -1 }).success).toBe(false);
    expect(searchRequestSchema.safeParse({ ...base, keyphrase: 'x'.repeat(201) }).success).toBe(false);
    expect(searchRequestSchema.safeParse({ ...base, site: 'nope' }).success).toBe(false);
    expect(searchRequestSchema.safeParse({ ...base, index: 'users' }).success).toBe(false);
    expect(searchRequestSchema.safeParse({ ...base, filters: { 'a b': ['x'] } }).success).toBe(false);
    const many = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`f${i}`, ['x']]));
    expect(searchRequestSchema.safeParse({ ...base, filters: many }).success).toBe(false);
  });
});

describe('range values', () => {
  it('parses open and closed ranges', () => {
    expect(parseRangeValue('100000..200000')).toEqual({ min: 100000, max: 200000 });
    expect(parseRangeValue('..300000')).toEqual({ max: 300000 });
    expect(parseRangeValue('5..')).toEqual({ min: 5 });
    expect(parseRangeValue('..')).toBeNull();
    expect(parseRangeValue('BMW')).toBeNull();
    expect(formatRangeValue({ max: 3 })).toBe('..3');
  });
});

describe('searchResponseSchema', () => {
  it('parses a response with both facet kinds', () => {
    const schema = searchResponseSchema(z.object({ car_id: z.string() }));
    const parsed = schema.parse({
      facet: [
        { name: 'car_brand>car_model', type: 'value', value: [{ text: 'BMW', count: 2, children: [{ text: 'X5', count: 2 }] }] },
        { name: 'car_price', type: 'histogram', min: 99000, max: 450000, count: 2 },
      ],
      content: [{ car_id: '1' }, { car_id: '2' }],
      total_items: 2,
      limit: 24,
      offset: 0,
    });
    expect(parsed.facet).toHaveLength(2);
  });

  it('is built once per item schema, and each item schema keeps its own', () => {
    const cars = z.object({ car_id: z.string() });
    const kits = z.object({ kit_id: z.number() });
    expect(searchResponseSchema(cars)).toBe(searchResponseSchema(cars));
    expect(searchResponseSchema(kits)).not.toBe(searchResponseSchema(cars));
    const answer = { facet: [], content: [{ kit_id: 7 }], total_items: 1, limit: 1, offset: 0 };
    expect(searchResponseSchema(kits).safeParse(answer).success).toBe(true);
    expect(searchResponseSchema(cars).safeParse(answer).success).toBe(false);
  });
});
