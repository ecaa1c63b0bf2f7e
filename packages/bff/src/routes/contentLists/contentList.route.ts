import type { FastifyInstance } from 'fastify';
import type { contentListRoutes } from '@showroom/contracts/bff-routes';
import { parseOr400 } from '../badRequest';
import { sendUpstreamFailure } from '../passThrough';
import { serve } from '../servedRoute';
import type { ContentListSource } from './contentListSource';

type ContentListRoute = (typeof contentListRoutes)[keyof typeof contentListRoutes];

/** GET {path}?site=&language=: a content configuration list; 400 for a bad site or language, 502 when the content platform fails. */
export function registerContentListRoute<T>(app: FastifyInstance, route: ContentListRoute, source: ContentListSource<T>): void {
  serve(app, route, async (request, reply) => {
    const query = parseOr400(reply, route.query, request.query);
    if (!query) return reply;
    try {
      return await source(query.site, query.language);
    } catch (error) {
      return sendUpstreamFailure(reply, error);
    }
  });
}
