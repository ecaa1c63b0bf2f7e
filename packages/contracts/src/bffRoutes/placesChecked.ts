import { placeAutocompleteCheck, placeDetailsCheck } from '@showroom/contracts';
import { checkedBffRoute } from './checkedRoute';

/**
 * The town search of the nearest-dealer box as the browser calls it, checked by hand (issue 14); places.ts describes
 * the same routes with zod for the BFF, which parses the query and the place id.
 */
export const placesCheckedRoutes = {
  autocomplete: checkedBffRoute({ method: 'GET', path: '/api/places/autocomplete', response: placeAutocompleteCheck }),
  details: checkedBffRoute({ method: 'GET', path: '/api/places/details/:placeId', response: placeDetailsCheck }),
};
