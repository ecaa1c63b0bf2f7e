import { mapConfigSchema } from '@showroom/contracts';
import type { LoadContext } from '@showroom/mfe-runtime';
import { loadMapConfig } from './loadMapConfig';

const ctx = (language: LoadContext['language']) => ({ language }) as LoadContext;
const GOOGLE_KEY = 'AIzaSyA-example_key_0123456789';

describe('loadMapConfig', () => {
  afterEach(() => jest.restoreAllMocks());

  it('answers a config the contract accepts, from the given environment', async () => {
    const config = await loadMapConfig(ctx('nb'), { MAP_TILE_URL: '/my-tiles/{z}/{x}/{y}.png' });
    expect(mapConfigSchema.parse(config)).toEqual({ provider: 'tiles', tileUrl: '/my-tiles/{z}/{x}/{y}.png', attribution: '', maxZoom: 19, language: 'nb' });
  });

  it('reads the process environment by default', async () => {
    const saved = process.env.MAP_GOOGLE_KEY;
    process.env.MAP_GOOGLE_KEY = GOOGLE_KEY;
    try {
      expect(await loadMapConfig(ctx('sv'))).toEqual({ provider: 'google', apiKey: GOOGLE_KEY, language: 'sv' });
    } finally {
      if (saved === undefined) delete process.env.MAP_GOOGLE_KEY;
      else process.env.MAP_GOOGLE_KEY = saved;
    }
  });

  it('warns once per problem, not on every page', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const env = { MAP_TILE_URL: 'https://tiles.example.com/no-placeholders.png' };
    await loadMapConfig(ctx('sv'), env);
    await loadMapConfig(ctx('en'), env);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/^\[mfe-dealers map\] MAP_TILE_URL/);
  });
});
