import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import { readCookie } from '../../shell/cookies/cookie';
import { EDITING_COOKIE, EDITING_SECRET_KEY, editingCredential } from '../editing/editingMode';
import { contentSecurityPolicy, CSP_REPORT_GROUP, CSP_REPORT_PATH, serializePolicy, type PolicyOrigins } from './contentSecurityPolicy';

/** Powerful features: geolocation for this origin only (the dealer finder's "near me"), everything else off. */
export const PERMISSIONS_POLICY = [
  'geolocation=(self)',
  'camera=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'display-capture=()',
  'screen-wake-lock=()',
  'xr-spatial-tracking=()',
  'publickey-credentials-get=()',
].join(', ');

/** One year; no includeSubDomains or preload: other hosts under a site's domain (the careers site) are not ours to decide. */
export const HSTS = 'max-age=31536000';

// Files other origins embed without CORS (no-cors <img>, <script>): pictures and icons on a partner's page, the
// shell's assets; and the CSP report endpoint, which a partner's page posts to no-cors (its answer, an empty 204,
// was otherwise blocked and logged as ERR_BLOCKED_BY_RESPONSE in the partner's console). Everything else (pages,
// the BFF's JSON) stays same-origin for no-cors readers.
const SHARED_RESOURCES = /^\/(?:_image|-\/|static\/|__csp-report(?:$|\?))/;

// The nonce belongs to the response: the page route (pages/pageRoute.ts) writes it into the page's tags and state scripts, the header
// names it. Kept beside the raw response, since a page reply is hijacked and streamed from it.
const nonces = new WeakMap<ServerResponse, string>();

/** This response's CSP nonce, if the security hook ran for it. */
export function cspNonceOf(res: ServerResponse): string | undefined {
  return nonces.get(res);
}

/** A fresh nonce: 128 random bits, base64url (a CSP base64-value and safe in an attribute). */
export function newNonce(): string {
  return randomBytes(16).toString('base64url');
}

/** Whether the request carries the editing credential (the secret in the query or the editing cookie): the editor may frame it. */
function editingRequest(request: FastifyRequest, editingSecret: string | null): boolean {
  if (!editingSecret) return false;
  const secret = (request.query as Record<string, unknown> | undefined)?.[EDITING_SECRET_KEY];
  return editingCredential(editingSecret, { query: secret, cookie: readCookie(EDITING_COOKIE, request.headers.cookie ?? '') ?? undefined });
}

export interface SecurityHeaderOptions {
  origins: PolicyOrigins;
  editingSecret: string | null;
}

/**
 * Security headers on every response of the host, errors and 404s included: helmet's fixed ones (nosniff,
 * Referrer-Policy, COOP, Origin-Agent-Cluster...) and, per request, the CSP with a fresh nonce, X-Frame-Options
 * unless the editor may frame the page, CORP by path, Permissions-Policy and HSTS when the request came over
 * https (request.protocol believes X-Forwarded-Proto only from TRUST_PROXY's proxies). Written on the raw
 * response, so they survive a hijacked (streamed) page.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): Promise<void> {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    crossOriginResourcePolicy: false,
    xFrameOptions: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', async (request, reply) => {
    const res = reply.raw;
    const nonce = newNonce();
    nonces.set(res, nonce);
    const editing = editingRequest(request, options.editingSecret);
    res.setHeader('content-security-policy', serializePolicy(contentSecurityPolicy(options.origins, { nonce, editing })));
    res.setHeader('reporting-endpoints', `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`);
    res.setHeader('permissions-policy', PERMISSIONS_POLICY);
    res.setHeader('cross-origin-resource-policy', SHARED_RESOURCES.test(request.url) ? 'cross-origin' : 'same-origin');
    if (!editing) res.setHeader('x-frame-options', 'SAMEORIGIN');
    if (request.protocol === 'https') res.setHeader('strict-transport-security', HSTS);
  });
}
