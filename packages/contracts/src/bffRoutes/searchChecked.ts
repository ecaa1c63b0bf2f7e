import { carCardCheck, searchAnswerCheck, type SearchRequestInput } from '@showroom/contracts';
import { bodyOf, checkedBffRoute } from './checkedRoute';
import { SEARCH_ROUTE } from './routePaths';

/**
 * A car search as the car list sends it from the browser, its answer and cards checked by hand (issue 14: the list's
 * search code carries no zod); search.ts describes the same route with zod for the BFF, which parses the body.
 */
export const searchCheckedRoutes = {
  cars: checkedBffRoute({ ...SEARCH_ROUTE, response: searchAnswerCheck(carCardCheck), body: bodyOf<SearchRequestInput>() }),
};
