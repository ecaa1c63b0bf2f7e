import type { FastifyRequest } from 'fastify';

/**
 * Route log serializers that drop the query string: login and validate carry the encrypted number, the
 * token and the code in the query (spec 3 §7.5), and a request log line must never hold a code or a
 * token (issue 19). Headers (the bearer token) are not logged by Fastify's request serializer anyway.
 */
export const quietRequestLog = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: request.url.split('?')[0],
    host: request.host,
    remoteAddress: request.ip,
  }),
};
