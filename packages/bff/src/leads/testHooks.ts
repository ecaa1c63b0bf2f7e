import type { FastifyInstance } from 'fastify';
import type { Leads } from './leadService';

/** The path of the e2e suites' switch that makes the lead store fail. */
export const LEADS_STORE_HOOK = '/__test/leads-store';

/**
 * Test-only routes, registered only when the host runs with SHOWROOM_TEST_HOOKS=1 (npm test's system):
 * POST /__test/leads-store { available: boolean } makes the store refuse leads as a dead database would, so
 * an end-to-end suite can show the form's error line. Anywhere else the route does not exist.
 */
export function registerLeadsTestHooks(app: FastifyInstance, leads: Leads, env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.SHOWROOM_TEST_HOOKS !== '1') return false;
  app.post(LEADS_STORE_HOOK, async (request, reply) => {
    const available = (request.body as { available?: unknown } | undefined)?.available;
    if (typeof available !== 'boolean') return reply.code(400).send({ error: 'available: a boolean' });
    leads.setAvailable(available);
    return { available };
  });
  return true;
}
