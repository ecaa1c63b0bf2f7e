import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { badRequest, zodMessage } from '../http';
import { hashString } from '../random';
import { overrideGraphAnswer, overrideSearchAnswer } from './override';
import { XSS_PAYLOADS } from './payloads';

/** Whether the stored-XSS override is on; SANDBOX_XSS=1 starts it on, the developer route switches it. */
export class XssSwitch {
  constructor(public on = false) {}
}

const switchSchema = z.object({ on: z.boolean() });

/**
 * GET/POST/DELETE /__sandbox/xss (no API key): the override's state and its vectors; `{"on": true}` switches
 * it on at run time, DELETE off. While on, every content graph and search answer carries the vectors
 * (override.ts); the answers are rewritten just before they are serialised, so no route of its own changes.
 */
export function registerXss(app: FastifyInstance, xss: XssSwitch): void {
  const state = () => ({ on: xss.on, payloads: XSS_PAYLOADS });
  app.get('/__sandbox/xss', async () => state());
  app.post('/__sandbox/xss', async (request, reply) => {
    const body = switchSchema.safeParse(request.body);
    if (!body.success) return badRequest(reply, zodMessage(body.error));
    xss.on = body.data.on;
    return state();
  });
  app.delete('/__sandbox/xss', async () => {
    xss.on = false;
    return state();
  });
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (!xss.on || reply.statusCode !== 200) return payload;
    const path = request.url.split('?')[0];
    // The platform host's graph and layout routes ask /edge/graphql themselves (inject), so they are covered too.
    // Each question starts at its own vector (the same one every time), so the dictionary, the navigation and
    // the layout of one page do not all repeat the first few.
    if (path === '/edge/graphql') return overrideGraphAnswer(payload, hashString(JSON.stringify(request.body ?? null)) % XSS_PAYLOADS.length);
    if (path === '/search/v1/query') return overrideSearchAnswer(payload);
    return payload;
  });
}
