import { carCardCheck, searchAnswerCheck, searchBatchAnswerCheck, type PayloadCheck, type SearchBatchRequestInput, type SearchRequestInput } from '@showroom/contracts';
import { bodyOf, checkedBffRoute } from './checkedRoute';
import { SEARCH_BATCH_ROUTE, SEARCH_ROUTE } from './routePaths';

/** Hits taken as they come, for a caller that reads each one itself and skips the malformed (the compare table). */
const anyHit: PayloadCheck<unknown> = { safeParse: (value) => ({ success: true, data: value }) };

/**
 * A search as the browser sends it, its answer checked by hand (issue 14: the car list's search code and the compare
 * table carry no zod); search.ts describes the same route with zod for the BFF, which parses the body.
 */
export const searchCheckedRoutes = {
  /** The car list's cards, each read by carCardCheck. */
  cars: checkedBffRoute({ ...SEARCH_ROUTE, response: searchAnswerCheck(carCardCheck), body: bodyOf<SearchRequestInput>() }),
  /** The car list's searches of one change in one request (facets-only and cars), each answer's cards read by carCardCheck. */
  carsBatch: checkedBffRoute({ ...SEARCH_BATCH_ROUTE, response: searchBatchAnswerCheck(carCardCheck), body: bodyOf<SearchBatchRequestInput>() }),
  /** The answer's frame checked, its hits left to the caller. */
  hits: checkedBffRoute({ ...SEARCH_ROUTE, response: searchAnswerCheck(anyHit), body: bodyOf<SearchRequestInput>() }),
};
