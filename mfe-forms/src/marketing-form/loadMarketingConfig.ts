import type { MarketingFormConfig } from '@showroom/contracts';
import type { LoadContext } from '@showroom/mfe-runtime';
import { marketingConfig, type MarketingEnv } from './marketingConfig';

// The settings are the host's environment (remotes' server code runs in the host process). In a browser there is
// none: a partner's element names the script and account in its attributes, else the local sandbox's stand-in.
const serverEnv = (): MarketingEnv => (typeof process !== 'undefined' && process.env ? process.env : {});
const reported = new Set<string>();

/**
 * The marketing form's provider configuration for a block. Only a partner's element (no content fields) may
 * name the script, by its attributes at `scriptAt` and `portalAt` among the params; content text never can.
 */
export function loadMarketingConfig(ctx: LoadContext, scriptAt: number, portalAt: number, env: MarketingEnv = serverEnv()): MarketingFormConfig {
  const given = ctx.fields === undefined ? { scriptUrl: ctx.params[scriptAt], portalId: ctx.params[portalAt] } : {};
  const { config, problems } = marketingConfig(env, given);
  // Said once per process, not on every page.
  for (const problem of problems) {
    if (reported.has(problem)) continue;
    reported.add(problem);
    console.warn(`[mfe-forms marketing form] ${problem}`);
  }
  return config;
}
