import { mapConfigSchema } from '@showroom/contracts';
import { mapConfigFromEnv, pageMapConfig } from './mapConfigFromEnv';

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

describe('pageMapConfig', () => {
  afterEach(() => jest.restoreAllMocks());

  it('answers a config the contract accepts, and warns once per problem and tag', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const env = { MAP_TILE_URL: 'https://tiles.example.com/no-placeholders.png' };
    expect(mapConfigSchema.parse(pageMapConfig('sv', 'a map', env))).toMatchObject({ provider: 'tiles', tileUrl: '/-/media/tiles/{z}/{x}/{y}.png' });
    pageMapConfig('en', 'a map', env);
    pageMapConfig('sv', 'another map', env);
    expect(warn.mock.calls.map((call) => String(call[0]).split(']')[0])).toEqual(['[a map', '[another map']);
  });
});
