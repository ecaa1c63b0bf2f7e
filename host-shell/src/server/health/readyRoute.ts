import type { FastifyInstance } from 'fastify';
import type { Readiness } from './readiness';

/**
 * GET /readyz: 200 when the upstreams the pages need and the remote registry answer, else 503 naming what does not
 * (checked at most every READY_CACHE_MS). /healthz (rewrites.ts) is the liveness check: 200 while the process serves.
 * A content outage alone makes the host "not ready" though it still serves pages from the last good copy, so an
 * orchestrator should not take every instance out on /readyz: it is for start-up gating and for people.
 */
export function registerReadyRoute(app: FastifyInstance, readiness: Readiness): void {
  app.get('/readyz', async (_request, reply) => {
    const report = await readiness.check();
    return reply
      .code(report.ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: report.ready ? 'ready' : 'not ready', checks: report.checks });
  });
}
