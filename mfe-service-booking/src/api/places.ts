import { callBff } from '@showroom/api-client';
import { type PlaceDetails, type PlacePrediction } from '@showroom/contracts';
import { placesRoutes } from '@showroom/contracts/bff-routes';

const TIMEOUT_MS = 10_000;

/**
 * Town suggestions for what was typed. The BFF's place adapter answers for Sweden only and in
 * Swedish (spec 3 §5.1), so the remote sends just the input.
 */
export async function fetchPlacePredictions(apiBase: string, input: string, signal?: AbortSignal): Promise<PlacePrediction[]> {
  const answer = await callBff(placesRoutes.autocomplete, { query: { input } }, { apiBase, signal, timeout: TIMEOUT_MS });
  return answer.predictions;
}

/** Coordinates and region of a chosen suggestion. */
export async function fetchPlaceDetails(apiBase: string, placeId: string): Promise<PlaceDetails> {
  return callBff(placesRoutes.details, { params: { placeId } }, { apiBase, timeout: TIMEOUT_MS });
}
