import { jotformRequestSchema, type JotformResponse } from '@showroom/contracts/jotform';
import type { FastifyInstance } from 'fastify';
import { badRequest, zodMessage } from '../http';
import { jotformSubmissions } from './forms';

/** POST /jotform { formId }: the form's submissions, newest first; 404 for an unknown form. */
export function registerJotform(app: FastifyInstance, deps: { seed: number; now: () => Date; isEmpty: () => boolean }): void {
  app.post('/jotform', async (request, reply) => {
    const body = jotformRequestSchema.safeParse(request.body);
    if (!body.success) return badRequest(reply, zodMessage(body.error));
    const submissions = jotformSubmissions(body.data.formId, deps.seed, deps.now());
    if (!submissions) return reply.code(404).send({ responseCode: 404, message: `Form ${body.data.formId} not found` });
    return { responseCode: 200, message: 'success', content: deps.isEmpty() ? [] : submissions } satisfies JotformResponse;
  });
}
