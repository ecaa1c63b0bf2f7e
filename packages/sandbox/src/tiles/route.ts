import type { FastifyInstance } from 'fastify';
import { BoundedCache } from './tileCache';
import { tilePng } from './tileImage';
import { parseTileParams } from './tileParams';

/** Where the tiles sit: in the media store, so the host's /-/media/* proxy brings them to the browser. */
export const TILE_ROUTE = '/media/tiles/:z/:x/:file';
/** A page of the site shows a few dozen tiles; a few thousand kept is far more than the sandbox needs and ~1 MB. */
const CACHED_TILES = 2048;
// The same tile is the same image forever (tilePng is deterministic): browsers and proxies may keep it.
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** GET /media/tiles/{z}/{x}/{y}.png: generated raster map tiles for the offline map; 400 for anything not a tile. */
export function registerTiles(app: FastifyInstance, capacity = CACHED_TILES): void {
  const cache = new BoundedCache<Buffer>(capacity);
  app.get<{ Params: { z: string; x: string; file: string } }>(TILE_ROUTE, async (request, reply) => {
    const parsed = parseTileParams(request.params);
    if (!parsed.ok) return reply.code(400).send({ error: parsed.error });
    const { z, x, y } = parsed.tile;
    const png = await cache.get(`${z}/${x}/${y}`, () => tilePng(parsed.tile));
    return reply.header('content-type', 'image/png').header('cache-control', CACHE_CONTROL).send(png);
  });
}
