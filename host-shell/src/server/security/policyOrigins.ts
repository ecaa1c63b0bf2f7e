import type { HostConfig } from '../config';
import type { PolicyOrigins } from './contentSecurityPolicy';

/** The origin of an http(s) URL (a tile template's placeholders read as 0), or null for anything else. */
function originOf(url: string | undefined): string | null {
  if (!url?.trim()) return null;
  try {
    const parsed = new URL(url.trim().replace(/\{[a-z]+\}/gi, '0'));
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

const present = (values: (string | null)[]): string[] => values.filter((value): value is string => value !== null);

// What Google's scripts reach once a trusted script inserted them ('strict-dynamic' covers their own scripts).
const TAG_MANAGER = { connect: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'], images: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'] };
const GOOGLE_MAPS = { connect: ['https://maps.googleapis.com'], images: ['https://maps.googleapis.com', 'https://maps.gstatic.com', 'https://*.ggpht.com'] };

/**
 * The origins the policy allows besides the page's own, all from the host's configuration: the remote origins
 * (REMOTE_ORIGINS or the registry's), the marketing-form provider (MARKETING_FORM_SCRIPT_URL, else the sandbox's
 * stand-in, as mfe-forms' marketingConfig falls back), map tiles on another origin (MAP_TILE_URL; the default
 * tiles come through this origin's /-/media/), Google Maps with MAP_GOOGLE_KEY, tag manager with GTM_ID, and the
 * content platform's editor, which frames pages in editing mode.
 */
export function policyOrigins(config: Pick<HostConfig, 'remoteOrigins' | 'gtmId' | 'contentPlatformUrl' | 'sandboxUrl'>, env: NodeJS.ProcessEnv = process.env): PolicyOrigins {
  const marketing = originOf(env.MARKETING_FORM_SCRIPT_URL) ?? originOf(config.sandboxUrl);
  const google = env.MAP_GOOGLE_KEY?.trim() ? GOOGLE_MAPS : { connect: [], images: [] };
  const gtm = config.gtmId ? TAG_MANAGER : { connect: [], images: [] };
  return {
    remotes: config.remoteOrigins,
    scripts: present([marketing, google.connect.length ? 'https://maps.googleapis.com' : null, config.gtmId ? 'https://www.googletagmanager.com' : null]),
    // The marketing provider's script posts its submissions to its own origin.
    connect: [...present([marketing]), ...google.connect, ...gtm.connect],
    images: [...present([originOf(env.MAP_TILE_URL)]), ...google.images, ...gtm.images],
    editors: present([originOf(config.contentPlatformUrl)]),
  };
}
