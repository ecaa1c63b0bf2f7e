import type { AxiosInstance } from 'axios';
import type { FastifyInstance } from 'fastify';
import { comhubSubmissionSchema } from '@showroom/contracts';
import { parseOr400 } from './badRequest';
import { passThrough } from './passThrough';

/** POST /api/forms/comhub: validates a form submission and hands it to comhub (202 on success). */
export function formsRoute(app: FastifyInstance, comhub: AxiosInstance): void {
  app.post('/forms/comhub', async (request, reply) => {
    const body = parseOr400(reply, comhubSubmissionSchema, request.body);
    if (!body) return reply;
    return passThrough(reply, () => comhub.post('/api/forms', body));
  });
}
