import axios from 'axios';
import { placeAutocompleteResponseSchema, placeDetailsSchema, type PlaceDetails, type PlacePrediction } from '@showroom/contracts';

const TIMEOUT_MS = 10_000;

/**
 * Town suggestions for what was typed. The BFF's place adapter answers for Sweden only and in
 * Swedish (spec 3 §5.1), so the remote sends just the input.
 */
export async function fetchPlacePredictions(apiBase: string, input: string, signal?: AbortSignal): Promise<PlacePrediction[]> {
  const { data } = await axios.get(`${apiBase}/api/places/autocomplete`, { params: { input }, signal, timeout: TIMEOUT_MS });
  return placeAutocompleteResponseSchema.parse(data).predictions;
}

/** Coordinates and region of a chosen suggestion. */
export async function fetchPlaceDetails(apiBase: string, placeId: string): Promise<PlaceDetails> {
  const { data } = await axios.get(`${apiBase}/api/places/details/${encodeURIComponent(placeId)}`, { timeout: TIMEOUT_MS });
  return placeDetailsSchema.parse(data);
}
