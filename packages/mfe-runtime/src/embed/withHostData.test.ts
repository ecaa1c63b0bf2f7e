import { fakeBff } from '@showroom/api-client/testing';
import { SITES } from '@showroom/sites';
import type { LoadContext } from '../types';
import { withHostData } from './withHostData';

// An embed whose catalogue entry says data: 'host' asks the host once (GET /api/embed-data) instead of running its
// loadData's calls from the partner's page; it carries only the module's component.
const site = SITES['dealergroup-se'];
const ctx: LoadContext = { site, siteCode: site.code, language: 'sv', path: '/', params: ['1000090'], query: { utm: 'x' }, api: { search: jest.fn() }, apiBase: 'http://host.test' };
const Component = () => null;

afterEach(() => jest.restoreAllMocks());

describe('withHostData', () => {
  it("asks the host for the module by its catalogue id, site, language and params, and mounts it where the embed's api attribute says", async () => {
    const bff = fakeBff(() => ({ status: 200, body: { kind: 'props', props: { site: 'dealergroup-se', language: 'sv', apiBase: '', from: 'host' } } }));
    const module = withHostData(Component, 'mfe-car-detail/CarDetail');
    expect(module.Component).toBe(Component);
    expect(await module.loadData(ctx)).toEqual({ kind: 'props', props: { site: 'dealergroup-se', language: 'sv', apiBase: 'http://host.test', from: 'host' } });
    expect(bff).toHaveBeenCalledTimes(1);
    // The partner page's query is not sent: the host does not give it to such a module.
    expect(bff.mock.calls[0]?.[0]).toMatchObject({ method: 'GET', url: 'http://host.test/api/embed-data?module=mfe-car-detail%2FCarDetail&site=dealergroup-se&language=sv&param=1000090' });
  });

  it("answers the host's notFound as the module's", async () => {
    fakeBff(() => ({ status: 200, body: { kind: 'notFound' } }));
    expect(await withHostData(Component, 'mfe-car-detail/CarDetail').loadData(ctx)).toEqual({ kind: 'notFound' });
  });

  it('fails, so the embed shows its placeholder, when the host could not load the data (503), refused the request (400), has no such route (404) or answered outside the contract', async () => {
    for (const status of [503, 400, 404]) {
      fakeBff(() => ({ status, body: { error: 'no' } }));
      await expect(withHostData(Component, 'mfe-car-detail/CarDetail').loadData(ctx)).rejects.toMatchObject({ name: 'BffError', status, message: `GET /api/embed-data answered ${status}` });
    }
    fakeBff(() => ({ status: 200, body: { kind: 'props', props: 'not an object' } }));
    await expect(withHostData(Component, 'mfe-car-detail/CarDetail').loadData(ctx)).rejects.toThrow(/outside its contract/);
  });
});
