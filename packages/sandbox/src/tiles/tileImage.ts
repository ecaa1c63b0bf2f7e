import sharp from 'sharp';
import type { TileAddress } from './tileParams';

export const TILE_SIZE = 256;

// A quiet land colour with a grid, the tiles alternating in tint so panning shows: enough to see the map work
// offline, nothing that could be mistaken for real geography.
const LAND: readonly [number, number, number] = [236, 239, 228];
const LAND_ALT: readonly [number, number, number] = [229, 234, 220];
const GRID: readonly [number, number, number] = [214, 219, 204];
const EDGE: readonly [number, number, number] = [196, 202, 186];
const GRID_STEP = 64;

/** The colour of one pixel of a tile. */
function pixel(tile: TileAddress, px: number, py: number): readonly [number, number, number] {
  if (px === 0 || py === 0) return EDGE;
  if (px % GRID_STEP === 0 || py % GRID_STEP === 0) return GRID;
  return (tile.x + tile.y) % 2 === 0 ? LAND : LAND_ALT;
}

/** A tile's PNG bytes: the same bytes for the same tile every time. */
export async function tilePng(tile: TileAddress): Promise<Buffer> {
  const raw = Buffer.alloc(TILE_SIZE * TILE_SIZE * 3);
  for (let py = 0; py < TILE_SIZE; py++) {
    for (let px = 0; px < TILE_SIZE; px++) {
      raw.set(pixel(tile, px, py), (py * TILE_SIZE + px) * 3);
    }
  }
  return sharp(raw, { raw: { width: TILE_SIZE, height: TILE_SIZE, channels: 3 } }).png({ compressionLevel: 9 }).toBuffer();
}
