import { placesRoutes } from '@showroom/contracts/bff-routes';
import { callBff } from '../bff/callBff';
import { fakeBff } from './fakeBff';

describe('fakeBff', () => {
  afterEach(() => jest.restoreAllMocks());

  it('answers the client’s calls and records them as the BFF would see them', async () => {
    const bff = fakeBff(() => ({ status: 200, body: { predictions: [] } }));
    await expect(callBff(placesRoutes.autocomplete, { query: { input: 'Göt' } }, { apiBase: 'https://bff.example' })).resolves.toEqual({ predictions: [] });
    expect(bff).toHaveBeenCalledWith({ method: 'GET', url: 'https://bff.example/api/places/autocomplete?input=G%C3%B6t', body: undefined, headers: expect.objectContaining({ accept: 'application/json' }) });
  });

  it('rejects a call aborted while its answer is pending', async () => {
    fakeBff(() => new Promise(() => undefined));
    const controller = new AbortController();
    const call = callBff(placesRoutes.autocomplete, { query: { input: 'Göt' } }, { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('is gone after jest.restoreAllMocks: the network is used again', async () => {
    fakeBff();
    jest.restoreAllMocks();
    await expect(callBff(placesRoutes.autocomplete, { query: { input: 'x' } }, { apiBase: 'http://127.0.0.1:9' })).rejects.toMatchObject({ name: 'TypeError', message: 'fetch failed' });
  });
});
