import type { FastifyInstance } from 'fastify';
import { searchRequestSchema } from '@showroom/contracts';
import type { SearchService } from '../upstreams/searchService';
import { parseOr400 } from './badRequest';
import { sendUpstreamFailure } from './passThrough';

/** POST /api/search: one search on the search service (cars, sites or kits). */
export function searchRoute(app: FastifyInstance, search: SearchService): void {
  app.post('/search', async (request, reply) => {
    const body = parseOr400(reply, searchRequestSchema, request.body);
    if (!body) return reply;
    try {
      return reply.send(await search.raw(body));
    } catch (error) {
      return sendUpstreamFailure(reply, error);
    }
  });
}
