import { carCardCheck, searchAnswerCheck, type PayloadCheck, type SearchRequestInput } from '@showroom/contracts';
import { bodyOf, checkedBffRoute } from './checkedRoute';
import { SEARCH_ROUTE } from './routePaths';

/**
 * A car search as the car list sends it from the browser, its answer and cards checked by hand (issue 14: the list's
 * search code carries no zod); search.ts describes the same route with zod for the BFF, which parses the body.
 */
/** Hits taken as they come, for a caller that reads each one itself and skips the malformed (the compare table). */
const anyHit: PayloadCheck<unknown> = { safeParse: (value) => ({ success: true, data: value }) };

export const searchCheckedRoutes = {
  cars: checkedBffRoute({ ...SEARCH_ROUTE, response: searchAnswerCheck(carCardCheck), body: bodyOf<SearchRequestInput>() }),
  /** The answer's frame checked, its hits left to the caller. */
  hits: checkedBffRoute({ ...SEARCH_ROUTE, response: searchAnswerCheck(anyHit), body: bodyOf<SearchRequestInput>() }),
};
