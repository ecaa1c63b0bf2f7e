import type { FastifyInstance } from 'fastify';
import { graphql } from 'graphql';
import * as z from 'zod/mini';
import { answerFault } from '../faults/apply';
import { deferredFault } from '../faults/deferred';
import { canonicalMode } from '../faults/faults';
import { topLevelFields } from '../faults/topLevelFields';
import { badRequest, zodMessage } from '../http';
import { contentRoot } from './resolvers';
import { contentSchema } from './schema';
import { StoryCatalog, type ContentWorld } from './storyCatalog';

const bodySchema = z.object({
  query: z.string().check(z.minLength(1)).check(z.maxLength(20_000)),
  variables: z.nullish(z.record(z.string(), z.unknown())),
  operationName: z.nullish(z.string().check(z.maxLength(200))),
});

/** The root values of the graph for a seed and clock: the full one and the one the 'empty' fault serves. */
export function contentRoots(world: ContentWorld) {
  const catalog = new StoryCatalog(world);
  return { full: contentRoot(false, catalog), empty: contentRoot(true, catalog) };
}

/**
 * POST /edge/graphql. `world` gives the seed and clock of the stories and countdown; without it
 * the sandbox's defaults (seed 1, the time of registration) are used.
 */
export function registerContent(app: FastifyInstance, isEmpty: () => boolean, world: ContentWorld = { seed: 1, now: new Date() }): void {
  const roots = contentRoots(world);
  app.post('/edge/graphql', async (request, reply) => {
    const body = bodySchema.safeParse(request.body);
    if (!body.success) return badRequest(reply, zodMessage(body.error));
    const deferred = deferredFault(request);
    let rootValue: object = isEmpty() ? roots.empty : roots.full;
    if (deferred) {
      const { fault, options } = deferred;
      const hit = topLevelFields(body.data.query, body.data.operationName).includes(fault.operation);
      if (hit && canonicalMode(fault.mode) !== 'empty') {
        return (await answerFault(request, reply, fault, options)) ?? reply.code(504).send({ error: `Injected content timeout on ${fault.operation}` });
      }
      // The switch holds one content fault, this one: every other field answers in full.
      rootValue = hit ? { ...roots.full, [fault.operation]: roots.empty[fault.operation as keyof typeof roots.empty] } : roots.full;
    }
    return graphql({
      schema: contentSchema,
      source: body.data.query,
      rootValue,
      variableValues: body.data.variables ?? undefined,
      operationName: body.data.operationName ?? undefined,
    });
  });
}
