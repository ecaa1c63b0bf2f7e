import { placeAutocompleteCheck, placeDetailsCheck } from '@showroom/contracts';
import { checkedBffRoute } from './checkedRoute';
import { PLACES_AUTOCOMPLETE_ROUTE, PLACES_DETAILS_ROUTE } from './routePaths';

/**
 * The town search of the nearest-dealer box as the browser calls it, checked by hand (issue 14); places.ts describes
 * the same routes with zod for the BFF, which parses the query and the place id.
 */
export const placesCheckedRoutes = {
  autocomplete: checkedBffRoute({ ...PLACES_AUTOCOMPLETE_ROUTE, response: placeAutocompleteCheck }),
  details: checkedBffRoute({ ...PLACES_DETAILS_ROUTE, response: placeDetailsCheck }),
};
