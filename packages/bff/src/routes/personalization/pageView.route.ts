import type { AxiosInstance } from 'axios';
import type { FastifyInstance } from 'fastify';
import { personalizationRoutes } from '@showroom/contracts/bff-routes';
import { parseOr400 } from '../badRequest';
import { sendUpstreamFailure } from '../passThrough';
import { serve } from '../servedRoute';

/** POST /api/personalization/pageview: forwards the page-view event (204); the page only debug-logs failures. */
export function registerPersonalizationRoutes(app: FastifyInstance, personalization: AxiosInstance): void {
  serve(app, personalizationRoutes.pageView, async (request, reply) => {
    const body = parseOr400(reply, personalizationRoutes.pageView.body, request.body);
    if (!body) return reply;
    try {
      const response = await personalization.post('/pageview', body);
      if (response.status === 204) return reply.code(204).send();
      // The contract is 204 without a body: another success status is an upstream out of contract.
      if (response.status < 300) return reply.code(502).send({ error: 'personalization answered an unexpected response' });
      return reply.code(response.status).send(response.data);
    } catch (error) {
      return sendUpstreamFailure(reply, error);
    }
  });
}
