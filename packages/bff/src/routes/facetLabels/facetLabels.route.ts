import type { FastifyInstance } from 'fastify';
import { languageSchema, siteCodeSchema } from '@showroom/contracts';
import { z } from 'zod';
import { parseOr400 } from '../badRequest';
import { sendUpstreamFailure } from '../passThrough';
import type { FacetLabelsSource } from './facetLabelsSource';

const querySchema = z.object({ site: siteCodeSchema, language: languageSchema });

/** GET /api/facet-labels?site=&language=: the car facets' labels from the content configuration. */
export function registerFacetLabelsRoute(app: FastifyInstance, labels: FacetLabelsSource): void {
  app.get('/facet-labels', async (request, reply) => {
    const query = parseOr400(reply, querySchema, request.query);
    if (!query) return reply;
    try {
      return await labels(query.site, query.language);
    } catch (error) {
      return sendUpstreamFailure(reply, error);
    }
  });
}
