import { mapConfigSchema, type MapConfig } from '@showroom/contracts';
import type { Language } from '@showroom/sites';

/** The offline default: tiles the sandbox draws, reached through the host's media proxy (/-/media/* -> the media store). */
export const SANDBOX_TILE_URL = '/-/media/tiles/{z}/{x}/{y}.png';
export const SANDBOX_ATTRIBUTION = 'Showroom sandbox tiles';
export const DEFAULT_MAX_ZOOM = 19;

/** The map settings a server reads from its environment. */
export interface MapEnv {
  /** A tile URL template with {z}, {x} and {y} (e.g. a tile server of your own or a licensed provider). */
  MAP_TILE_URL?: string;
  /** Plain-text credit for MAP_TILE_URL's tiles (most providers require one). */
  MAP_ATTRIBUTION?: string;
  /** The deepest zoom MAP_TILE_URL serves (1..22, default 19). */
  MAP_MAX_ZOOM?: string;
  /** A Google Maps browser key: with it, Google's map script draws the map instead of tiles. */
  MAP_GOOGLE_KEY?: string;
}

export interface MapConfigResult {
  config: MapConfig;
  /** Why a configured value was ignored (the page still gets a working map: the keyless or offline default). */
  problems: string[];
}

/**
 * The map configuration from environment settings: Google when MAP_GOOGLE_KEY is set, else MAP_TILE_URL's tiles,
 * else the sandbox's. A malformed setting is reported and ignored, never a failed page.
 */
export function mapConfigFromEnv(env: MapEnv, language: Language): MapConfigResult {
  const problems: string[] = [];
  const googleKey = env.MAP_GOOGLE_KEY?.trim();
  if (googleKey) {
    const google = mapConfigSchema.safeParse({ provider: 'google', apiKey: googleKey, language });
    if (google.success) return { config: google.data, problems };
    problems.push('MAP_GOOGLE_KEY is not a Google Maps browser key; it is ignored');
  }
  const tileUrl = env.MAP_TILE_URL?.trim();
  const maxZoom = env.MAP_MAX_ZOOM?.trim() ? Number(env.MAP_MAX_ZOOM) : DEFAULT_MAX_ZOOM;
  if (tileUrl) {
    const tiles = mapConfigSchema.safeParse({ provider: 'tiles', tileUrl, attribution: env.MAP_ATTRIBUTION?.trim() ?? '', maxZoom, language });
    if (tiles.success) return { config: tiles.data, problems };
    problems.push(`MAP_TILE_URL/MAP_ATTRIBUTION/MAP_MAX_ZOOM are ignored: ${tiles.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
  }
  return { config: { provider: 'tiles', tileUrl: SANDBOX_TILE_URL, attribution: SANDBOX_ATTRIBUTION, maxZoom: DEFAULT_MAX_ZOOM, language }, problems };
}

// The settings are the host's environment (remotes' server code runs in the host process). In a browser there
// is none: a page loaded there (a partner embed) gets the offline default's shape, which the host's media proxy serves.
const serverEnv = (): MapEnv => (typeof process !== 'undefined' && process.env ? process.env : {});
const reported = new Set<string>();

/**
 * A page's map configuration (MAP_GOOGLE_KEY, else MAP_TILE_URL (+ MAP_ATTRIBUTION, MAP_MAX_ZOOM), else the sandbox
 * tiles), each problem warned once per process under `tag`, not on every page.
 */
export function pageMapConfig(language: Language, tag: string, env: MapEnv = serverEnv()): MapConfig {
  const { config, problems } = mapConfigFromEnv(env, language);
  for (const problem of problems) {
    if (reported.has(`${tag}|${problem}`)) continue;
    reported.add(`${tag}|${problem}`);
    console.warn(`[${tag}] ${problem}`);
  }
  return config;
}
