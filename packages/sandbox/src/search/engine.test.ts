import { carSchema, dealerSiteSchema, kitSchema, searchRequestSchema, type Car, type SearchRequestInput } from '@showroom/contracts';
import { generateSeedData } from '../data/seed';
import { buildSearchEngine } from './build';
import type { SearchEngine } from './engine';

const data = generateSeedData({ seed: 7, cars: 3000, now: new Date('2026-03-01T00:00:00Z') });
let engine: SearchEngine;
beforeAll(async () => {
  engine = await buildSearchEngine(data);
});
const query = (input: Omit<SearchRequestInput, 'index' | 'site'> & Partial<SearchRequestInput>) =>
  engine.query(searchRequestSchema.parse({ index: 'cars', site: 'dealergroup-se', ...input }));
const seCars = data.cars.filter((car) => car.site === 'dealergroup-se');

describe('seed', () => {
  it('matches the contracts', () => {
    for (const car of data.cars.slice(0, 300)) carSchema.parse(car);
    for (const site of data.dealerSites) dealerSiteSchema.parse(site);
    for (const kit of data.kits) kitSchema.parse(kit);
  });
  it('has unique numeric car ids, 60+ dealer sites, 300+ kits (some without currency)', () => {
    expect(new Set(data.cars.map((c) => c.car_id)).size).toBe(data.cars.length);
    expect(data.dealerSites.length).toBeGreaterThanOrEqual(60);
    expect(data.kits.length).toBeGreaterThanOrEqual(300);
    expect(data.kits.some((k) => k.currency === undefined)).toBe(true);
  });
  it('is deterministic for a seed', () => {
    const again = generateSeedData({ seed: 7, cars: 3000, now: new Date('2026-03-01T00:00:00Z') });
    expect(again.cars[1234]).toEqual(data.cars[1234]);
  });
});

describe('facets', () => {
  it('counts brands as brute force does', async () => {
    const result = await query({ limit: 0, facets: [{ name: 'car_brand' }] });
    const bmw = seCars.filter((c) => c.car_brand === 'BMW').length;
    const facet = result.facet[0];
    expect(facet?.type === 'value' && facet.value.find((v) => v.text === 'BMW')?.count).toBe(bmw);
    expect(result.total_items).toBe(seCars.length);
    expect(result.content).toEqual([]);
  });
  it('nests models under brands', async () => {
    const result = await query({ limit: 0, facets: [{ name: 'car_brand>car_model' }] });
    const facet = result.facet[0];
    const volvo = facet?.type === 'value' ? facet.value.find((v) => v.text === 'Volvo') : undefined;
    const xc60 = seCars.filter((c) => c.car_brand === 'Volvo' && c.car_model === 'XC60').length;
    expect(volvo?.children?.find((c) => c.text === 'XC60')?.count).toBe(xc60);
  });
  it('gives histogram min, max and count', async () => {
    const result = await query({ limit: 0, facets: [{ name: 'car_campaign_price' }] });
    const prices = seCars.map((c) => c.car_campaign_price).filter((p): p is number => typeof p === 'number');
    expect(result.facet[0]).toEqual({ name: 'car_campaign_price', type: 'histogram', min: Math.min(...prices), max: Math.max(...prices), count: prices.length });
  });
});

describe('filters and sorting', () => {
  it('equals a brute-force filter and sort', async () => {
    const result = await query({
      limit: 100,
      filters: { car_price: ['200000..600000'], 'car_fuel.neq': ['Diesel'], 'car_brand>car_model': ['BMW>X1', 'Volvo'] },
      sort_name: 'price_asc',
      fields: ['car_id', 'car_price'],
    });
    const expected = seCars
      .filter((c) => c.car_price >= 200000 && c.car_price <= 600000 && c.car_fuel !== 'Diesel')
      .filter((c) => (c.car_brand === 'BMW' && c.car_model === 'X1') || c.car_brand === 'Volvo')
      .sort((a, b) => a.car_price - b.car_price || Number(a.car_id) - Number(b.car_id));
    expect(result.total_items).toBe(expected.length);
    expect(result.content).toEqual(expected.slice(0, 100).map((c) => ({ car_id: c.car_id, car_price: c.car_price })));
  });
  it('pages with offset and limit, newest first by default', async () => {
    const byNewest = [...seCars].sort((a, b) => (b.car_publishdate ?? '').localeCompare(a.car_publishdate ?? '') || Number(a.car_id) - Number(b.car_id));
    const result = await query({ offset: 48, limit: 24, fields: ['car_id'] });
    expect(result.content.map((c) => c.car_id)).toEqual(byNewest.slice(48, 72).map((c) => c.car_id));
  });
  it('finds by keyphrase', async () => {
    const result = await query({ keyphrase: 'xc60', limit: 100 });
    expect(result.total_items).toBe(seCars.filter((c) => c.car_model === 'XC60').length);
    expect((result.content as Car[]).every((c) => c.car_model === 'XC60')).toBe(true);
  });
  it('filters booleans and open ranges', async () => {
    const result = await query({ filters: { caroftheweek: ['true'], car_mileage: ['..5000'] }, limit: 100 });
    expect(result.total_items).toBe(seCars.filter((c) => c.caroftheweek && (c.car_mileage ?? Infinity) <= 5000).length);
  });
  it('rejects unknown fields, facets and sorts', async () => {
    await expect(query({ filters: { nope: ['x'] } })).rejects.toThrow('Unknown filter field: nope');
    await expect(query({ facets: [{ name: 'nope' }] })).rejects.toThrow('Unknown facet: nope');
    await expect(query({ sort_name: 'random' })).rejects.toThrow('Unknown sort_name: random');
    await expect(query({ filters: { car_price: ['cheap'] } })).rejects.toThrow('car_price');
  });
  it('sorts sites by website_sort_order', async () => {
    const result = await query({ index: 'sites', sort_name: 'website_sort_order_asc', fields: ['website_sort_order'], limit: 100 });
    const expected = data.dealerSites.filter((s) => s.site === 'dealergroup-se').map((s) => s.website_sort_order).sort((a, b) => a - b);
    expect(result.content.map((s) => s.website_sort_order)).toEqual(expected);
  });
});
