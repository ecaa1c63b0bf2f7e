import type { AxiosInstance } from 'axios';
import type { FastifyInstance } from 'fastify';
import { jotformRequestSchema, jotformResponseSchema } from '@showroom/contracts';
import { parseOr400 } from '../badRequest';
import { checkedPassThrough } from '../checkedPassThrough';

/** POST /api/jotform { formId }: the form's submissions (the site reads content[0].answers); 404 for an unknown form. */
export function registerJotformRoutes(app: FastifyInstance, jotform: AxiosInstance): void {
  app.post('/jotform', async (request, reply) => {
    const body = parseOr400(reply, jotformRequestSchema, request.body);
    if (!body) return reply;
    return checkedPassThrough(reply, 'jotform', jotformResponseSchema, () => jotform.post('', body));
  });
}
