/**
 * The host's Content-Security-Policy, built per response (docs/security.md "Headers and policies").
 *
 * Scripts run by nonce and 'strict-dynamic': the page's own tags carry the response's nonce, and what a trusted
 * script inserts (webpack's and the federation runtime's chunk and remoteEntry scripts, the marketing form's
 * provider script, Google's map script) is trusted through it, so no script origin needs listing for browsers
 * that know 'strict-dynamic'. The origins listed in script-src are the fallback of older browsers (CSP level 2),
 * which ignore 'strict-dynamic'; browsers that know it ignore them.
 */

/** Origins the page's browser code talks to, from configuration (policyOrigins.ts), never hard-coded per site. */
export interface PolicyOrigins {
  /** Where remote code comes from (REMOTE_ORIGINS, else the registry's origin: the CDN). */
  remotes: readonly string[];
  /** Extra script, fetch and image origins: the marketing-form provider, the map, tag manager. */
  scripts: readonly string[];
  connect: readonly string[];
  images: readonly string[];
  /** Pages that may frame the site in editing mode (the content platform's editor). */
  editors: readonly string[];
}

export interface PolicyRequest {
  /** This response's nonce (the page's state nonce too). */
  nonce: string;
  /** Editing mode or /feaas-render: the content platform's editor frames the page. */
  editing: boolean;
}

/** The path the browser posts violation reports to (cspReport.ts). */
export const CSP_REPORT_PATH = '/__csp-report';
/** The Reporting API endpoint's name (Reporting-Endpoints header). */
export const CSP_REPORT_GROUP = 'csp-endpoint';

// The video players mfe-car-detail frames (VIDEO_EMBED_HOSTS in mfe-car-detail/src/gallery/videoKind.ts: https
// pages of these hosts only; anything else shows the cannot-play note and is never framed).
const VIDEO_FRAMES = ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com'];

const unique = (values: readonly string[]): string[] => [...new Set(values)];

/** The directives of the host's policy for one response, in the order they are written. */
export function contentSecurityPolicy(origins: PolicyOrigins, request: PolicyRequest): Record<string, string[]> {
  const nonce = `'nonce-${request.nonce}'`;
  return {
    'default-src': ["'self'"],
    'script-src': [nonce, "'strict-dynamic'", "'self'", ...unique([...origins.remotes, ...origins.scripts])],
    // Emotion's style tags carry the nonce (the server's one tag, and the browser cache's: client/styleNonce.ts).
    'style-src': ["'self'", nonce],
    // React's style props (hero focus points, sliders, gallery transforms) are attributes in the server's HTML:
    // allowed, since an attribute cannot load or run anything here and content's rich text has none (sanitize.ts).
    'style-src-attr': ["'unsafe-inline'"],
    // data: is the blur placeholders (server-made and the sandbox's) and the favicon stand-in.
    'img-src': ["'self'", 'data:', ...unique(origins.images)],
    // Fonts are system stacks today (docs/decisions.md "Known limits"); a self-hosted font would come from here.
    'font-src': ["'self'"],
    // The BFF is on this origin; manifests and remote code come from the remote origins.
    'connect-src': ["'self'", ...unique([...origins.remotes, ...origins.connect])],
    'frame-src': VIDEO_FRAMES,
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': request.editing ? ["'self'", ...unique(origins.editors)] : ["'self'"],
    'report-uri': [CSP_REPORT_PATH],
    'report-to': [CSP_REPORT_GROUP],
  };
}

/** The header value: `name value value; name value`. */
export function serializePolicy(directives: Record<string, readonly string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}
