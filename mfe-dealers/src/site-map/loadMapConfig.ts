import type { MapConfig } from '@showroom/contracts';
import type { LoadContext } from '@showroom/mfe-runtime';
import { pageMapConfig, type MapEnv } from '@showroom/mfe-runtime/map-config';

/** The map configuration for a page: MAP_GOOGLE_KEY, else MAP_TILE_URL (+ MAP_ATTRIBUTION, MAP_MAX_ZOOM), else the sandbox tiles. */
export function loadMapConfig(ctx: LoadContext, env?: MapEnv): Promise<MapConfig> {
  return Promise.resolve(pageMapConfig(ctx.language, 'mfe-dealers map', env));
}
