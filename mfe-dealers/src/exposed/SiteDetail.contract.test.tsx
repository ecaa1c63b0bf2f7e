import { render, screen } from '@testing-library/react';
import type { SearchRequest } from '@showroom/contracts';
import { dealersRemote } from '@showroom/contracts';
import { ThemeRoot } from '@showroom/ui';
import { expectProps, fakeSearchApi, testLoadContext } from '@showroom/test-kit';
import { sampleCar, sampleDealer } from '../site-detail/testing/sampleDealer';
import siteDetail from './SiteDetail';

// The staff list and the latest cars load when near in a browser (belowTheFold.ts, loadWhenNear is tested in ui): here
// they render in place, as the server renders them.
jest.mock('../site-detail/page/belowTheFold', () => ({
  EmployeeListWhenNear: jest.requireActual('../site-detail/employees/EmployeeList').EmployeeList,
  LatestCarsWhenNear: jest.requireActual('../site-detail/latest-cars/LatestCars').LatestCars,
}));
// The map is B's (tested in site-map/); here a box of its props, so no map library loads in jsdom.
jest.mock('../site-map/SiteMap', () => ({
  SiteMap: ({ coord, name }: { coord: { lat: number; lng: number } | null; name: string }) => <div data-site-map-stub={coord ? `${coord.lat},${coord.lng}` : 'none'} aria-label={name} role="region" />,
}));
const schema = dealersRemote.modules.SiteDetail.props;
const dealer = sampleDealer();
const cars = Array.from({ length: 3 }, (_, i) => sampleCar(i));
const api = () =>
  fakeSearchApi((request: SearchRequest) => {
    const records: Record<string, unknown>[] = request.index === 'sites' ? [dealer] : cars;
    const hits = records.filter((record) => Object.entries(request.filters ?? {}).every(([key, values]) => values.includes(String(record[key]))));
    return { facet: [], content: hits.slice(0, request.limit ?? 24), total_items: hits.length, limit: request.limit ?? 24, offset: 0 };
  }).api;

describe('mfe-dealers/SiteDetail contract', () => {
  it('loadData produces props the host accepts, and the component renders from them', async () => {
    const result = await siteDetail.loadData(testLoadContext({ siteCode: 'dealergroup-se', language: 'sv', api: api(), params: ['dealergroup-goteborg'] }));
    const props = expectProps(dealersRemote.modules.SiteDetail, result);
    render(
      <ThemeRoot theme="dealergroup">
        <siteDetail.Component {...props} />
      </ThemeRoot>,
    );
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Dealergroup Göteborg');
    expect(document.querySelectorAll('[data-latest-cars] article[data-car-id]')).toHaveLength(3);
  });

  it('a missing site is a 302 the host follows, not props', async () => {
    const result = await siteDetail.loadData(testLoadContext({ siteCode: 'carstore-fi', language: 'fi', api: api(), params: ['ei-ole'] }));
    expect(result).toEqual({ kind: 'redirect', status: 302, location: '/toimipisteet' });
  });

  it('the schema rejects a site without slug and more than 12 latest cars, so the contract can fail', async () => {
    const result = await siteDetail.loadData(testLoadContext({ api: api(), params: ['dealergroup-goteborg'] }));
    if (result.kind !== 'props') throw new Error('expected props');
    const { slug: _omit, ...noSlug } = result.props.dealer;
    expect(schema.safeParse({ ...result.props, dealer: noSlug }).success).toBe(false);
    const thirteen = Array.from({ length: 13 }, (_, i) => ({ car_id: String(i + 1), slug: 's', car_brand: 'Volvo', car_model: 'XC60', car_price: 1, car_price_currency: 'SEK' }));
    expect(schema.safeParse({ ...result.props, latestCars: { state: 'loaded', cars: thirteen, carList: { href: '/kop-bil', total: 13 } } }).success).toBe(false);
    expect(schema.safeParse(result.props).success).toBe(true);
  });
});
