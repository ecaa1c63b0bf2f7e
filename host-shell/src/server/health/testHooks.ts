import type { FastifyInstance } from 'fastify';
import { breakerStates, resetBreakers } from '@showroom/bff';

/** The e2e suites' reset of every upstream breaker (e2e/support/sandbox.ts clearFaults calls it). */
export const BREAKERS_RESET_HOOK = '/__test/upstream-breakers/reset';
/** The e2e suites' switch that makes the host forget its last good content copies: every page "never seen". */
export const CONTENT_FORGET_HOOK = '/__test/content-copies/forget';

/**
 * Test-only routes, registered only when the host runs with SHOWROOM_TEST_HOOKS=1 (npm test's system); anywhere
 * else they do not exist, a breaker closes only by its half-open probe and a last good copy lives its bounded age.
 * - POST /__test/upstream-breakers/reset forgets every upstream breaker: a fault one test turned on and off must not
 *   leave a breaker open that fails the next test's calls for the reset time (BREAKER_RESET_MS).
 * - POST /__test/content-copies/forget drops the cached content and last good copies, so a test can show what a
 *   content outage does to a page never seen, whatever earlier tests visited.
 */
export function registerResilienceTestHooks(app: FastifyInstance, content: { forget(): void }, env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.SHOWROOM_TEST_HOOKS !== '1') return false;
  app.post(BREAKERS_RESET_HOOK, async () => {
    const before = breakerStates();
    resetBreakers();
    return { reset: before };
  });
  app.post(CONTENT_FORGET_HOOK, async () => {
    content.forget();
    return { forgotten: true };
  });
  return true;
}
