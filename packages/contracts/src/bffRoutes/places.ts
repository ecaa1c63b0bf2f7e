import { placeAutocompleteQuerySchema, placeAutocompleteResponseSchema, placeDetailsSchema, z } from '@showroom/contracts';
import { bffRoute } from './bffRoute';
import { placesCheckedRoutes } from './placesChecked';

/** Places for the booking steps (Sweden, in Swedish: the BFF's adapter decides, spec 3 §5.1). */
export const placesRoutes = {
  /** Town suggestions for what was typed. */
  autocomplete: bffRoute({ method: placesCheckedRoutes.autocomplete.method, path: placesCheckedRoutes.autocomplete.path, query: placeAutocompleteQuerySchema, response: placeAutocompleteResponseSchema }),
  /** Coordinates and region of a suggestion. */
  details: bffRoute({ method: placesCheckedRoutes.details.method, path: placesCheckedRoutes.details.path, params: z.object({ placeId: z.string().check(z.minLength(1)).check(z.maxLength(200)) }), response: placeDetailsSchema }),
};
