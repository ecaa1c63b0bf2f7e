import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { readInbox, renderInboxHtml } from './inbox';

/** GET /__sandbox/inbox (HTML) and /__sandbox/inbox.json: every stored lead, booking and review. */
export function registerInbox(app: FastifyInstance, db: Promise<PGlite>): void {
  app.get('/__sandbox/inbox.json', async () => ({ sections: await readInbox(await db) }));
  app.get('/__sandbox/inbox', async (_request, reply) => reply.type('text/html; charset=utf-8').send(renderInboxHtml(await readInbox(await db))));
}
