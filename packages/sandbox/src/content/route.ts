import type { FastifyInstance } from 'fastify';
import { graphql } from 'graphql';
import { z } from 'zod';
import { badRequest, zodMessage } from '../http';
import { contentRoot } from './resolvers';
import { contentSchema } from './schema';

const bodySchema = z.object({
  query: z.string().min(1).max(20_000),
  variables: z.record(z.string(), z.unknown()).nullish(),
  operationName: z.string().max(200).nullish(),
});

/** POST /edge/graphql */
export function registerContent(app: FastifyInstance, isEmpty: () => boolean): void {
  const roots = { full: contentRoot(false), empty: contentRoot(true) };
  app.post('/edge/graphql', async (request, reply) => {
    const body = bodySchema.safeParse(request.body);
    if (!body.success) return badRequest(reply, zodMessage(body.error));
    return graphql({
      schema: contentSchema,
      source: body.data.query,
      rootValue: isEmpty() ? roots.empty : roots.full,
      variableValues: body.data.variables ?? undefined,
      operationName: body.data.operationName ?? undefined,
    });
  });
}
