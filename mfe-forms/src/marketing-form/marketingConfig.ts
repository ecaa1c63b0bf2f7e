import { marketingFormConfigSchema, type MarketingFormConfig } from '@showroom/contracts';

/** The sandbox's stand-in provider script (packages/sandbox/src/marketing), served without an API key. */
export const SANDBOX_MARKETING_SCRIPT_PATH = '/__sandbox/marketing/forms-v2.js';
/** The account the sandbox's stand-in answers for. */
export const SANDBOX_PORTAL_ID = '25000000';
const DEFAULT_SANDBOX_URL = 'http://127.0.0.1:8070';

/** The settings a server reads from its environment. */
export interface MarketingEnv {
  /** The provider's forms script (for HubSpot's EU region, https://js-eu1.hsforms.net/forms/embed/v2.js). */
  MARKETING_FORM_SCRIPT_URL?: string;
  /** The provider account the forms belong to. */
  MARKETING_FORM_PORTAL_ID?: string;
  /** The sandbox, whose stand-in serves when no script is configured. */
  SANDBOX_URL?: string;
}

/**
 * Where the provider's script is and which account: MARKETING_FORM_SCRIPT_URL and MARKETING_FORM_PORTAL_ID,
 * else the sandbox's stand-in, so the block works offline. A malformed setting is reported and the stand-in
 * used, never a failed page. `given` (a partner element's attributes) goes before the environment.
 */
export function marketingConfig(env: MarketingEnv, given: { scriptUrl?: string | undefined; portalId?: string | undefined } = {}): { config: MarketingFormConfig; problems: string[] } {
  const sandbox = (env.SANDBOX_URL?.trim() || DEFAULT_SANDBOX_URL).replace(/\/+$/, '');
  const fallback: MarketingFormConfig = { scriptUrl: `${sandbox}${SANDBOX_MARKETING_SCRIPT_PATH}`, portalId: SANDBOX_PORTAL_ID, region: 'eu1' };
  const scriptUrl = given.scriptUrl?.trim() || env.MARKETING_FORM_SCRIPT_URL?.trim();
  if (!scriptUrl) return { config: fallback, problems: [] };
  const parsed = marketingFormConfigSchema.safeParse({ scriptUrl, portalId: given.portalId?.trim() || env.MARKETING_FORM_PORTAL_ID?.trim() || SANDBOX_PORTAL_ID });
  if (parsed.success) return { config: parsed.data, problems: [] };
  return { config: fallback, problems: [`the marketing form's script URL or portal id is ignored: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`] };
}
