/** Raster tiles are 256 CSS pixels square (the slippy-map standard Leaflet and the sandbox use). */
export const TILE_SIZE = 256;

export interface Tile {
  z: number;
  x: number;
  y: number;
}

/** The tiles round a point, in rows, and where the point falls measured from the mosaic's top-left corner. */
export interface TileMosaic {
  columns: number;
  rows: number;
  /** Row by row, left to right; null where the world ends (above or below the Mercator square). */
  tiles: (Tile | null)[];
  /** The point's offset in pixels from the mosaic's top-left: place the mosaic at (centre - offset). */
  offset: { x: number; y: number };
}

/** A point's position in Web-Mercator world pixels at a zoom (the world is 256 * 2^zoom pixels a side). */
export function worldPixel(coord: { lat: number; lng: number }, zoom: number): { x: number; y: number } {
  const size = TILE_SIZE * 2 ** zoom;
  const phi = (coord.lat * Math.PI) / 180;
  return {
    x: ((coord.lng + 180) / 360) * size,
    y: ((1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2) * size,
  };
}

/** The tile holding a point at a zoom. */
export function tileAt(coord: { lat: number; lng: number }, zoom: number): Tile {
  const pixel = worldPixel(coord, zoom);
  return { z: zoom, x: Math.floor(pixel.x / TILE_SIZE), y: Math.floor(pixel.y / TILE_SIZE) };
}

/**
 * The tiles that cover a box of up to 2 * halfWidth by 2 * halfHeight pixels centred on a point. Columns wrap
 * round the antimeridian; rows beyond the poles are null (nothing to draw there).
 */
export function tileMosaic(coord: { lat: number; lng: number }, zoom: number, halfWidth: number, halfHeight: number): TileMosaic {
  const pixel = worldPixel(coord, zoom);
  const count = 2 ** zoom;
  const first = { x: Math.floor((pixel.x - halfWidth) / TILE_SIZE), y: Math.floor((pixel.y - halfHeight) / TILE_SIZE) };
  const last = { x: Math.ceil((pixel.x + halfWidth) / TILE_SIZE) - 1, y: Math.ceil((pixel.y + halfHeight) / TILE_SIZE) - 1 };
  const tiles: (Tile | null)[] = [];
  for (let y = first.y; y <= last.y; y++) {
    for (let x = first.x; x <= last.x; x++) tiles.push(y < 0 || y >= count ? null : { z: zoom, x: ((x % count) + count) % count, y });
  }
  return {
    columns: last.x - first.x + 1,
    rows: last.y - first.y + 1,
    tiles,
    offset: { x: pixel.x - first.x * TILE_SIZE, y: pixel.y - first.y * TILE_SIZE },
  };
}

/** A tile's address from a Leaflet-style URL template ({s} takes the first of the usual a/b/c hosts). */
export function tileUrl(template: string, { z, x, y }: Tile): string {
  return template.replaceAll('{z}', String(z)).replaceAll('{x}', String(x)).replaceAll('{y}', String(y)).replaceAll('{s}', 'a').replaceAll('{r}', '');
}
