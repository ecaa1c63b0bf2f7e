export type UpstreamName =
  | 'search'
  | 'content'
  | 'comhub'
  | 'places'
  | 'mechmate'
  | 'tirehotel'
  | 'media'
  | 'codeweaver'
  | 'jotform'
  | 'vehiclemedia'
  | 'personalization';

export interface Upstream {
  baseUrl: string;
  apiKey: string;
}

const SANDBOX_PATHS: Record<UpstreamName, string> = {
  search: '/search',
  content: '/edge',
  comhub: '/comhub',
  places: '/places',
  mechmate: '/mechmate',
  tirehotel: '/tirehotel',
  media: '/media',
  codeweaver: '/codeweaver',
  jotform: '/jotform',
  vehiclemedia: '/vehicle-media',
  personalization: '/personalization',
};

/**
 * Base URL and key of each upstream from the environment (`SEARCH_URL`, `SEARCH_KEY`, ...); the
 * sandbox serves every upstream that is not configured.
 */
export function upstreamsFromEnv(env: NodeJS.ProcessEnv = process.env): Record<UpstreamName, Upstream> {
  const sandbox = (env.SANDBOX_URL ?? 'http://127.0.0.1:8070').replace(/\/+$/, '');
  const sandboxKey = env.SANDBOX_API_KEY ?? 'sandbox-key';
  const entries = (Object.keys(SANDBOX_PATHS) as UpstreamName[]).map((name) => {
    const prefix = name.toUpperCase();
    const configured = env[`${prefix}_URL`];
    return [name, configured ? { baseUrl: configured.replace(/\/+$/, ''), apiKey: env[`${prefix}_KEY`] ?? '' } : { baseUrl: `${sandbox}${SANDBOX_PATHS[name]}`, apiKey: sandboxKey }];
  });
  return Object.fromEntries(entries) as Record<UpstreamName, Upstream>;
}
