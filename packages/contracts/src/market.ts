import * as z from '@showroom/contracts/z';
import { SITE_CODE_VALUES } from './siteCodes';

export const siteCodeSchema = z.enum(SITE_CODE_VALUES);
export type SiteCodeValue = z.infer<typeof siteCodeSchema>;

export const languageSchema = z.enum(['sv', 'nb', 'fi', 'sk', 'en']);
export type LanguageCode = z.infer<typeof languageSchema>;

export const currencySchema = z.enum(['SEK', 'NOK', 'EUR', 'GBP']);
export type CurrencyCode = z.infer<typeof currencySchema>;

/** An image with its tiny inline placeholder, as the search service returns it. */
export const thumbnailSchema = z.object({
  thumbnail_url: z.string(),
  blur_data_url: z.optional(z.string()),
  original: z.optional(z.string()),
});
export type Thumbnail = z.infer<typeof thumbnailSchema>;

/** A point on the map in degrees (a search's `near`, the dealer list's, the service booking's place). */
export const latLngSchema = z.object({ lat: z.number().check(z.gte(-90)).check(z.lte(90)), lng: z.number().check(z.gte(-180)).check(z.lte(180)) });
