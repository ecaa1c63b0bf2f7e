import type { FastifyInstance } from 'fastify';
import { embedRoutes } from '@showroom/contracts/bff-routes';
import { parseOr400 } from '../badRequest';
import { serve } from '../servedRoute';
import type { EmbedDataSource } from './embedDataSource';

/**
 * GET /api/embed-data: an embed's data, loaded on the host (contracts/bffRoutes/embeds.ts). Without a source (a
 * remote's dev server has no registry) it answers 404: the route is described, and served, by every BFF.
 */
export function registerEmbedDataRoute(app: FastifyInstance, source: EmbedDataSource | undefined): void {
  const route = embedRoutes.data;
  serve(app, route, async (request, reply) => {
    const query = parseOr400(reply, route.query, request.query);
    if (!query) return reply;
    if (!source) return reply.code(404).send({ error: 'this BFF does not load embeds: point the embed\'s api attribute at the host' });
    let outcome;
    try {
      outcome = await source(query);
    } catch (error) {
      request.log.error({ err: error instanceof Error ? error.message : String(error), module: query.module }, '[embed] loading an embed\'s data failed');
      outcome = { kind: 'unavailable' } as const;
    }
    // The answer depends on the car's stock, like a search: never kept by a shared cache.
    void reply.header('cache-control', 'no-store');
    if (outcome.kind === 'notEmbedded') return reply.code(400).send({ error: `invalid request: ${query.module} is not an embed whose data the host loads` });
    if (outcome.kind === 'unavailable') return reply.code(503).send({ error: `${query.module} could not load its data` });
    return reply.send(outcome);
  });
}
