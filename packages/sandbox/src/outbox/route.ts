import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { badRequest, zodMessage } from '../http';
import type { Outbox } from './outbox';
import { outboxPage } from './page';

const querySchema = z.object({ to: z.optional(z.string().check(z.maxLength(40))), limit: z.optional(z.coerce.number().check(z.int()).check(z.gte(1)).check(z.lte(500))) });

/** GET /__sandbox/outbox (JSON, newest first, ?to=&limit=) and /__sandbox/outbox.html; no API key. */
export function registerOutbox(app: FastifyInstance, outbox: Outbox): void {
  app.get('/__sandbox/outbox', async (request, reply) => {
    const query = querySchema.safeParse(request.query);
    if (!query.success) return badRequest(reply, zodMessage(query.error));
    return { messages: outbox.list(query.data) };
  });
  app.get('/__sandbox/outbox.html', async (_request, reply) => reply.type('text/html; charset=utf-8').send(outboxPage(outbox.list())));
}
