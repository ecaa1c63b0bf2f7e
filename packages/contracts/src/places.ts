import { z } from 'zod';

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
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  region: z.string(),
});
export type PlaceDetails = z.infer<typeof placeDetailsSchema>;

export const placeAutocompleteQuerySchema = z.object({ input: z.string().trim().min(1).max(100) });
