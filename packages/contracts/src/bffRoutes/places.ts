import { placeAutocompleteQuerySchema, placeAutocompleteResponseSchema, placeDetailsSchema, z } from '@showroom/contracts';
import { bffRoute } from './bffRoute';
import { PLACES_AUTOCOMPLETE_ROUTE, PLACES_DETAILS_ROUTE } from './routePaths';

/** Places for the booking steps (Sweden, in Swedish: the BFF's adapter decides, spec 3 §5.1). */
export const placesRoutes = {
  /** Town suggestions for what was typed. */
  autocomplete: bffRoute({ ...PLACES_AUTOCOMPLETE_ROUTE, query: placeAutocompleteQuerySchema, response: placeAutocompleteResponseSchema }),
  /** Coordinates and region of a suggestion. */
  details: bffRoute({ ...PLACES_DETAILS_ROUTE, params: z.object({ placeId: z.string().check(z.minLength(1)).check(z.maxLength(200)) }), response: placeDetailsSchema }),
};
