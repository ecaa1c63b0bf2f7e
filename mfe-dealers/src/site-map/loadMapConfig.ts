import type { MapConfig } from '@showroom/contracts';
import type { LoadContext } from '@showroom/mfe-runtime';
import { mapConfigFromEnv, type MapEnv } from './mapConfigFromEnv';

// The settings are the host's environment (remotes' server code runs in the host process). In a browser there
// is none: a page loaded there (a partner embed) gets the offline default's shape, which the host's media proxy serves.
const serverEnv = (): MapEnv => (typeof process !== 'undefined' && process.env ? process.env : {});
const reported = new Set<string>();

/** The map configuration for a page: MAP_GOOGLE_KEY, else MAP_TILE_URL (+ MAP_ATTRIBUTION, MAP_MAX_ZOOM), else the sandbox tiles. */
export function loadMapConfig(ctx: LoadContext, env: MapEnv = serverEnv()): Promise<MapConfig> {
  const { config, problems } = mapConfigFromEnv(env, ctx.language);
  // Said once per process, not on every page.
  for (const problem of problems) {
    if (reported.has(problem)) continue;
    reported.add(problem);
    console.warn(`[mfe-dealers map] ${problem}`);
  }
  return Promise.resolve(config);
}
