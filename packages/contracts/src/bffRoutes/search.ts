import { searchBatchRequestSchema, searchRequestSchema, searchResponseSchema, z } from '@showroom/contracts';
import { bffRoute } from './bffRoute';
import { SEARCH_BATCH_ROUTE, SEARCH_ROUTE } from './routePaths';

/** The search service behind the BFF. */
export const searchRoutes = {
  /** One search (cars, sites or kits). The items' shape depends on the caller's `fields`, so the caller parses them with its own item schema. */
  search: bffRoute({ ...SEARCH_ROUTE, body: searchRequestSchema, response: searchResponseSchema(z.unknown()) }),
  /** Up to MAX_SEARCH_BATCH searches at once, their answers in the order asked; one that fails fails the batch. */
  batch: bffRoute({ ...SEARCH_BATCH_ROUTE, body: searchBatchRequestSchema, response: z.object({ answers: z.array(searchResponseSchema(z.unknown())) }) }),
};
