import type { AxiosInstance } from 'axios';
import type { FastifyInstance } from 'fastify';
import { financeCfdRequestSchema, financeCfdResponseSchema, financeDefaultRequestSchema, financeDefaultResponseSchema, financeLegalQuerySchema, financeLegalResponseSchema } from '@showroom/contracts';
import { parseOr400 } from '../badRequest';
import { checkedPassThrough } from '../checkedPassThrough';

/** POST /api/codeweaver/default, POST /api/codeweaver/cfd, GET /api/codeweaver/legal?quoteRef= (UK finance). */
export function registerCodeweaverRoutes(app: FastifyInstance, codeweaver: AxiosInstance): void {
  app.post('/codeweaver/default', async (request, reply) => {
    const body = parseOr400(reply, financeDefaultRequestSchema, request.body);
    if (!body) return reply;
    return checkedPassThrough(reply, 'codeweaver', financeDefaultResponseSchema, () => codeweaver.post('/default', body));
  });
  app.post('/codeweaver/cfd', async (request, reply) => {
    const body = parseOr400(reply, financeCfdRequestSchema, request.body);
    if (!body) return reply;
    return checkedPassThrough(reply, 'codeweaver', financeCfdResponseSchema, () => codeweaver.post('/cfd', body));
  });
  app.get('/codeweaver/legal', async (request, reply) => {
    const query = parseOr400(reply, financeLegalQuerySchema, request.query);
    if (!query) return reply;
    return checkedPassThrough(reply, 'codeweaver', financeLegalResponseSchema, () => codeweaver.get('/legal', { params: { quoteRef: query.quoteRef } }));
  });
}
