import { callCheckedBff } from '@showroom/api-client';
import { MAX_SEARCH_BATCH, searchCheckedRoutes } from '@showroom/contracts/bff-routes';
import { batchedSearches } from './batchedSearches';
import type { CarSearcher } from './carSearcher';

/**
 * Car searches from the browser through the BFF at `apiBase`, answers checked by hand: no zod (issue 14). The searches
 * a change asks for together go in one batch (POST /api/search/batch).
 */
export const checkedCarSearcher = (apiBase: string): CarSearcher =>
  batchedSearches((searches) => callCheckedBff(searchCheckedRoutes.carsBatch, { body: { searches } }, { apiBase }).then((batch) => batch.answers), MAX_SEARCH_BATCH);
