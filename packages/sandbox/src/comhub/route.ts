import { randomUUID } from 'node:crypto';
import { comhubSubmissionSchema } from '@showroom/contracts';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { badRequest, zodMessage } from '../http';
import type { SubmissionStore } from './store';

/** POST /comhub/api/forms (202 {id}) and GET /__sandbox/forms?formName= (each submission once, with its receivedCount) */
export function registerComhub(app: FastifyInstance, store: Promise<SubmissionStore>, now: () => Date, isEmpty: () => boolean): void {
  app.post('/comhub/api/forms', async (request, reply) => {
    const parsed = comhubSubmissionSchema.safeParse(request.body);
    if (!parsed.success) return badRequest(reply, zodMessage(parsed.error));
    const id = isEmpty() ? `sub_${randomUUID()}` : await (await store).add(parsed.data, now());
    return reply.code(202).send({ id });
  });
  app.get('/__sandbox/forms', async (request, reply) => {
    const query = z.object({ formName: z.optional(z.string().check(z.maxLength(200))) }).safeParse(request.query);
    if (!query.success) return badRequest(reply, zodMessage(query.error));
    return { submissions: await (await store).list(query.data.formName) };
  });
}
