import * as z from '@showroom/contracts/z';
import { languageSchema } from './market';

export const placePredictionSchema = z.object({
  placeId: z.string(),
  description: z.string(),
  town: z.string(),
});
export type PlacePrediction = z.infer<typeof placePredictionSchema>;

export const placeAutocompleteResponseSchema = z.object({ predictions: z.array(placePredictionSchema) });
export type PlaceAutocompleteResponse = z.infer<typeof placeAutocompleteResponseSchema>;

export const placeDetailsSchema = z.object({
  placeId: z.string(),
  name: z.string(),
  latitude: z.number().check(z.gte(-90)).check(z.lte(90)),
  longitude: z.number().check(z.gte(-180)).check(z.lte(180)),
  region: z.string(),
});
export type PlaceDetails = z.infer<typeof placeDetailsSchema>;

/** What the browser may ask the BFF: the typed text alone (the BFF, not the visitor, picks country and language). */
export const placeAutocompleteQuerySchema = z.object({ input: z.string().check(z.trim()).check(z.minLength(1)).check(z.maxLength(100)) });

/** Countries the places service knows, as lower-case ISO 3166-1 alpha-2 codes (gb for the United Kingdom). */
export const placeCountrySchema = z.enum(['se', 'no', 'fi', 'sk', 'gb']);
export type PlaceCountry = z.infer<typeof placeCountrySchema>;

/**
 * What the BFF asks the places upstream: the typed text, the one country to search (every country
 * when absent) and the language to answer in (spec 3 §5.1: the booking's search is Sweden only, in Swedish).
 */
export const placeAutocompleteUpstreamQuerySchema = z.extend(placeAutocompleteQuerySchema, {
  country: z.optional(placeCountrySchema),
  language: z.optional(languageSchema),
});
export type PlaceAutocompleteUpstreamQuery = z.infer<typeof placeAutocompleteUpstreamQuerySchema>;
