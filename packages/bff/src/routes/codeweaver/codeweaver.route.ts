import type { AxiosInstance } from 'axios';
import type { FastifyInstance } from 'fastify';
import { codeweaverRoutes as routes } from '@showroom/contracts/bff-routes';
import { parseOr400 } from '../badRequest';
import { checkedPassThrough } from '../checkedPassThrough';
import { serve } from '../servedRoute';

/** POST /api/codeweaver/default, POST /api/codeweaver/cfd, GET /api/codeweaver/legal?quoteRef= (UK finance). */
export function registerCodeweaverRoutes(app: FastifyInstance, codeweaver: AxiosInstance): void {
  serve(app, routes.defaults, async (request, reply) => {
    const body = parseOr400(reply, routes.defaults.body, request.body);
    if (!body) return reply;
    return checkedPassThrough(reply, 'codeweaver', routes.defaults.response, () => codeweaver.post('/default', body));
  });
  serve(app, routes.quote, async (request, reply) => {
    const body = parseOr400(reply, routes.quote.body, request.body);
    if (!body) return reply;
    return checkedPassThrough(reply, 'codeweaver', routes.quote.response, () => codeweaver.post('/cfd', body));
  });
  serve(app, routes.legal, async (request, reply) => {
    const query = parseOr400(reply, routes.legal.query, request.query);
    if (!query) return reply;
    return checkedPassThrough(reply, 'codeweaver', routes.legal.response, () => codeweaver.get('/legal', { params: { quoteRef: query.quoteRef } }));
  });
}
