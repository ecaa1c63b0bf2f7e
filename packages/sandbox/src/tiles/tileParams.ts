import * as z from 'zod/mini';

/** The deepest zoom the sandbox draws (OpenStreetMap's raster tiles stop at 19 too). */
export const MAX_TILE_ZOOM = 19;

// Digits only: Number() would also take '1e1', ' 7', '0x1f' or '+3', none of which a tile client sends.
const digits = z.pipe(z.string().check(z.regex(/^\d{1,7}$/, 'a whole number')), z.transform(Number));

const tileSchema = z.pipe(z.object({
    z: z.pipe(digits, z.number().check(z.lte(MAX_TILE_ZOOM, `z is 0..${MAX_TILE_ZOOM}`))),
    x: digits,
    file: z.string().check(z.regex(/^\d{1,7}\.png$/, 'y is a whole number followed by .png')),
  }),
  z.transform(({ z: zoom, x, file }) => ({ z: zoom, x, y: Number(file.slice(0, -'.png'.length)) })),
).check(
  // 2^z tiles a side at zoom z: x and y are 0..2^z-1.
  z.refine(({ z: zoom, x, y }) => x < 2 ** zoom && y < 2 ** zoom, { message: 'x and y are 0..2^z-1' }),
);

export interface TileAddress {
  z: number;
  x: number;
  y: number;
}

/** A tile's z/x/y from the route's raw params, or why they are not one. */
export function parseTileParams(params: { z?: string; x?: string; file?: string }): { ok: true; tile: TileAddress } | { ok: false; error: string } {
  const parsed = tileSchema.safeParse(params);
  if (parsed.success) return { ok: true, tile: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, error: `${issue?.path.join('.') || 'tile'}: ${issue?.message ?? 'invalid'}` };
}
