import { pageViewEventSchema, type StoredPageView } from '@showroom/contracts';
import type { FastifyInstance } from 'fastify';
import { badRequest, zodMessage } from '../http';

/** Page views are kept in memory, newest last, up to this many (a developer aid, not storage). */
export const PAGE_VIEW_LIMIT = 1000;

/** POST /personalization/pageview (204) and GET /__sandbox/pageviews (newest first; no API key). */
export function registerPersonalization(app: FastifyInstance, deps: { now: () => Date }): void {
  const views: StoredPageView[] = [];
  app.post('/personalization/pageview', async (request, reply) => {
    const body = pageViewEventSchema.safeParse(request.body);
    if (!body.success) return badRequest(reply, zodMessage(body.error));
    views.push({ ...body.data, receivedAt: deps.now().toISOString() });
    if (views.length > PAGE_VIEW_LIMIT) views.splice(0, views.length - PAGE_VIEW_LIMIT);
    return reply.code(204).send();
  });
  app.get('/__sandbox/pageviews', async () => ({ pageviews: [...views].reverse() }));
  app.delete('/__sandbox/pageviews', async () => {
    views.length = 0;
    return { pageviews: [] };
  });
}
