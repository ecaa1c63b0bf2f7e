import * as z from '@showroom/contracts/z';
import { languageSchema } from './market';

// The dealer site map (spec 2 "Dealer site detail page": a small map, default centre Stockholm, zoom 12). What
// the browser needs to draw it: raster tiles from a URL template (the sandbox's by default, so the site works
// offline), or a keyed provider's own map script, only when a key is configured.

export { MAP_DEFAULT_CENTRE, MAP_DEFAULT_ZOOM } from './mapDefaults';

/** A tile URL template Leaflet fills in: `{z}`, `{x}` and `{y}` are required (a site path or an http(s) URL). */
export const mapTileUrlSchema = z.string().check(z.refine((url) => ['{z}', '{x}', '{y}'].every((part) => url.includes(part)), 'a tile URL template needs {z}, {x} and {y}')).check(z.refine((url) => /^\/[^/]/.test(url) || /^https?:\/\/[^/]/.test(url), 'a tile URL template is a site path or an http(s) URL'));

export const tileMapConfigSchema = z.object({
  provider: z.literal('tiles'),
  tileUrl: mapTileUrlSchema,
  /** Plain text (no HTML) credited in the map's corner; may be empty. */
  attribution: z.string().check(z.maxLength(300)),
  maxZoom: z.number().check(z.int()).check(z.gte(1)).check(z.lte(22)),
  /** The page's language: the map's controls are labelled in it. */
  language: languageSchema,
});

export const googleMapConfigSchema = z.object({
  provider: z.literal('google'),
  /** A browser key (restricted by referrer at Google): public by design, so it may travel in page props. */
  apiKey: z.string().check(z.regex(/^[A-Za-z0-9_-]{10,100}$/, 'a Google Maps browser key')),
  language: languageSchema,
});

export const mapConfigSchema = z.discriminatedUnion('provider', [tileMapConfigSchema, googleMapConfigSchema]);
export type MapConfig = z.infer<typeof mapConfigSchema>;
export type TileMapConfig = z.infer<typeof tileMapConfigSchema>;
export type GoogleMapConfig = z.infer<typeof googleMapConfigSchema>;
