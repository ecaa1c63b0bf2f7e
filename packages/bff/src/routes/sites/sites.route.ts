import type { FastifyInstance } from 'fastify';
import { siteCardSchema, siteFacetsOf, siteListRequest, type ShowroomApi } from '@showroom/contracts';
import { sitesRoutes } from '@showroom/contracts/bff-routes';
import { parseOr400 } from '../badRequest';
import { sendUpstreamFailure } from '../passThrough';
import { serve } from '../servedRoute';

/**
 * GET /api/sites: one page of the dealer site list, searched on the search service (the same query the
 * page's server render sends, so the service's 60 s cache serves both). With near the service sorts
 * every site of the market by distance, so page 1 continues page 0's order.
 */
export function registerSitesRoute(app: FastifyInstance, search: ShowroomApi): void {
  const route = sitesRoutes.list;
  serve(app, route, async (request, reply) => {
    const query = parseOr400(reply, route.query, request.query);
    if (!query) return reply;
    const facets = query.facets ?? [];
    const filters = { ...(query.region ? { region: query.region } : {}), ...(query.brand ? { brand: query.brand } : {}) };
    try {
      const answer = await search.search(siteListRequest(query.site, query.page, query.search, { near: query.near, facets, filters }), siteCardSchema);
      return reply.send({ sites: answer.content, total: answer.total_items, page: query.page, facets: siteFacetsOf(answer.facet, facets) });
    } catch (error) {
      return sendUpstreamFailure(reply, error);
    }
  });
}
