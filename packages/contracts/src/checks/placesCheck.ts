import type { PlaceAutocompleteResponse, PlaceDetails } from '../places';
import { anyText, listOf, numberBetween, objectOf } from './fieldChecks';
import type { PayloadCheck } from './payloadCheck';

// The town search's two answers (the nearest-dealer box), checked without zod (issue 14). Stand-ins for places.ts's
// placeAutocompleteResponseSchema and placeDetailsSchema, held to their answers by placesCheck.test.ts.

const autocomplete = objectOf<PlaceAutocompleteResponse>({ predictions: listOf(objectOf({ placeId: anyText, description: anyText, town: anyText })) });

const details = objectOf<PlaceDetails>({ placeId: anyText, name: anyText, latitude: numberBetween(-90, 90), longitude: numberBetween(-180, 180), region: anyText });

/** Town suggestions as placeAutocompleteResponseSchema parses them. */
export const placeAutocompleteCheck: PayloadCheck<PlaceAutocompleteResponse> = { safeParse: (value) => autocomplete(value, '') };

/** A place's coordinates and region as placeDetailsSchema parses them. */
export const placeDetailsCheck: PayloadCheck<PlaceDetails> = { safeParse: (value) => details(value, '') };
