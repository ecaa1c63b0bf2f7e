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
