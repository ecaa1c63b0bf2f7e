import type { FastifyInstance } from 'fastify';
import { searchRoutes } from '@showroom/contracts/bff-routes';
import type { SearchService } from '../upstreams/searchService';
import { parseOr400 } from './badRequest';
import { sendUpstreamFailure } from './passThrough';
import { serve } from './servedRoute';

/** POST /api/search: one search on the search service (cars, sites or kits). */
export function searchRoute(app: FastifyInstance, search: SearchService): void {
  const route = searchRoutes.search;
  serve(app, route, async (request, reply) => {
    const body = parseOr400(reply, route.body, request.body);
    if (!body) return reply;
    try {
      return reply.send(await search.raw(body));
    } catch (error) {
      return sendUpstreamFailure(reply, error);
    }
  });
}

/**
 * POST /api/search/batch: the searches of one change (the car list's facets-only search and its cars) in one request,
 * run side by side and answered in the order asked. Each is the search POST /api/search would run, with its cache and
 * breaker; one that fails fails the batch, as the list fails a change when either search does.
 */
export function searchBatchRoute(app: FastifyInstance, search: SearchService): void {
  const route = searchRoutes.batch;
  serve(app, route, async (request, reply) => {
    const body = parseOr400(reply, route.body, request.body);
    if (!body) return reply;
    try {
      return reply.send({ answers: await Promise.all(body.searches.map((one) => search.raw(one))) });
    } catch (error) {
      return sendUpstreamFailure(reply, error);
    }
  });
}
