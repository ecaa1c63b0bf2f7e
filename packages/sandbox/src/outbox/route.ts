import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badRequest, zodMessage } from '../http';
import type { Outbox } from './outbox';
import { outboxPage } from './page';

const querySchema = z.object({ to: z.string().max(40).optional(), limit: z.coerce.number().int().min(1).max(500).optional() });

/** GET /__sandbox/outbox (JSON, newest first, ?to=&limit=) and /__sandbox/outbox.html; no API key. */
export function registerOutbox(app: FastifyInstance, outbox: Outbox): void {
  app.get('/__sandbox/outbox', async (request, reply) => {
    const query = querySchema.safeParse(request.query);
    if (!query.success) return badRequest(reply, zodMessage(query.error));
    return { messages: outbox.list(query.data) };
  });
  app.get('/__sandbox/outbox.html', async (_request, reply) => reply.type('text/html; charset=utf-8').send(outboxPage(outbox.list())));
}
