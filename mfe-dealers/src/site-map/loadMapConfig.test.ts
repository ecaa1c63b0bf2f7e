import { mapConfigSchema } from '@showroom/contracts';
import type { LoadContext } from '@showroom/mfe-runtime';
import { loadMapConfig } from './loadMapConfig';
import { mapConfigFromEnv } from './mapConfigFromEnv';

const ctx = (language: LoadContext['language']) => ({ language }) as LoadContext;
const GOOGLE_KEY = 'AIzaSyA-example_key_0123456789';

describe('mapConfigFromEnv', () => {
  it('without settings: the sandbox tiles through the host media proxy, zoom up to 19, in the page language', () => {
    expect(mapConfigFromEnv({}, 'sv')).toEqual({
      config: { provider: 'tiles', tileUrl: '/-/media/tiles/{z}/{x}/{y}.png', attribution: 'Showroom sandbox tiles', maxZoom: 19, language: 'sv' },
      problems: [],
    });
  });

  it('takes a configured tile server with its credit and zoom', () => {
    const env = { MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png', MAP_ATTRIBUTION: '© OpenStreetMap contributors', MAP_MAX_ZOOM: '18' };
    expect(mapConfigFromEnv(env, 'fi').config).toEqual({ provider: 'tiles', tileUrl: env.MAP_TILE_URL, attribution: '© OpenStreetMap contributors', maxZoom: 18, language: 'fi' });
  });

  it('uses Google only when a key is set, ahead of a tile URL', () => {
    expect(mapConfigFromEnv({ MAP_GOOGLE_KEY: GOOGLE_KEY, MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png' }, 'en').config).toEqual({ provider: 'google', apiKey: GOOGLE_KEY, language: 'en' });
    expect(mapConfigFromEnv({ MAP_GOOGLE_KEY: '   ' }, 'en').config.provider).toBe('tiles');
  });

  it.each([
    ['a template without {y}', { MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}.png' }, /tileUrl/],
    ['a javascript: URL', { MAP_TILE_URL: 'javascript:alert(1)//{z}{x}{y}' }, /tileUrl/],
    ['a protocol-relative URL', { MAP_TILE_URL: '//tiles.example.com/{z}/{x}/{y}.png' }, /tileUrl/],
    ['zoom 23', { MAP_TILE_URL: 'https://t.example.com/{z}/{x}/{y}.png', MAP_MAX_ZOOM: '23' }, /maxZoom/],
    ['zoom "high"', { MAP_TILE_URL: 'https://t.example.com/{z}/{x}/{y}.png', MAP_MAX_ZOOM: 'high' }, /maxZoom/],
  ])('ignores %s with a reason, and answers the sandbox default', (_what, env, reason) => {
    const { config, problems } = mapConfigFromEnv(env, 'sv');
    expect(config).toMatchObject({ provider: 'tiles', tileUrl: '/-/media/tiles/{z}/{x}/{y}.png' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(reason);
  });

  it('ignores a malformed Google key and falls back to the tiles', () => {
    const { config, problems } = mapConfigFromEnv({ MAP_GOOGLE_KEY: 'not a key!' }, 'sv');
    expect(config.provider).toBe('tiles');
    expect(problems).toEqual(['MAP_GOOGLE_KEY is not a Google Maps browser key; it is ignored']);
  });
});

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
