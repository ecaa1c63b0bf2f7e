import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LEAD_STATUSES, type LeadStatus, type StoredLead } from '../lead';
import { LeadStoreUnavailable, type Leads } from '../leadService';
import { CLEARED_COOKIE, OPS_PATH, opsCaller, sameOrigin, sameSecret, sessionCookie } from './opsAuth';
import { leadsPage, loginPage, messagePage } from './opsPage';
import { registerRateLimit, type RateLimitOptions } from '../../rateLimit/bffRateLimit';
import { DEFAULT_REQUEST_LIMITS, type RequestLimits } from '../../rateLimit/requestLimits';

/** The shortest OPS_TOKEN taken: a guessable token would open the lead list. */
export const OPS_TOKEN_MIN_LENGTH = 16;
const LIST_LIMIT = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// A token in the address ends up in logs, history and Referer headers, so one there is refused, not read.
const TOKEN_PARAMS = ['token', 'access_token', 'ops_token', 'bearer'];
/**
 * Requests per client address and route on the operator pages: enough for an operator's work, too few to try
 * tokens (a 16-character token cannot be guessed anyway; this keeps a script from trying). Counted like /api's
 * limits, in Redis with REDIS_URL (issue 20).
 */
export const OPS_REQUESTS_PER_10_MINUTES = 30;
const OPS_LIMITS: RequestLimits = { ...DEFAULT_REQUEST_LIMITS, page: { max: OPS_REQUESTS_PER_10_MINUTES, windowSeconds: 600 } };

export interface LeadsOpsOptions {
  /** OPS_TOKEN; unset, the operator pages do not exist (404). */
  token: string | undefined;
  leads: Leads;
  /** Where the operator pages' request counts live (default: Redis with REDIS_URL, else memory); tests keep them in memory. */
  rateLimit?: RateLimitOptions;
}

function html(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-frame-options', 'DENY')
    .header('referrer-policy', 'no-referrer')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'")
    .send(body);
}

function tokenInAddress(request: FastifyRequest): boolean {
  const query = new URLSearchParams(request.url.split('?')[1] ?? '');
  return TOKEN_PARAMS.some((name) => query.has(name));
}

const formField = (body: unknown, name: string): string | undefined => {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : undefined;
};

/**
 * The operator page at /__ops/leads (outside /api): pending, delivered and parked leads with attempts,
 * last error and dates, personal data masked, and a re-queue button per parked lead. Off unless OPS_TOKEN is
 * set; the token is shown as a bearer header, or once in the login form, which sets an HttpOnly
 * SameSite=Strict cookie holding an HMAC of it. Form posts must come from this host (Origin).
 */
export function registerLeadsOps(app: FastifyInstance, options: LeadsOpsOptions): void {
  const token = options.token;
  if (token === undefined || token === '') return;
  if (token.length < OPS_TOKEN_MIN_LENGTH) throw new Error(`OPS_TOKEN must be at least ${OPS_TOKEN_MIN_LENGTH} characters`);
  const { leads } = options;

  void app.register(async (ops) => {
    await registerRateLimit(ops, { ...options.rateLimit, limits: OPS_LIMITS });
    ops.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    ops.addHook('onRequest', async (request, reply) => {
      if (tokenInAddress(request)) return html(reply, 400, loginPage('The token is not taken from the address. Use the form or an Authorization header.'));
      return undefined;
    });

    const unavailable = (reply: FastifyReply, error: unknown) => {
      if (!(error instanceof LeadStoreUnavailable)) throw error;
      return html(reply, 503, messagePage('Leads', 'The lead store is not available right now. Try again in a moment.'));
    };

    ops.get(OPS_PATH, async (request, reply) => {
      if (!opsCaller(request, token)) return html(reply.header('www-authenticate', 'Bearer'), 401, loginPage());
      try {
        const store = await leads.store();
        const counts = await store.countByStatus();
        const lists = Object.fromEntries(await Promise.all(LEAD_STATUSES.map(async (status) => [status, await store.list(status, LIST_LIMIT)] as const))) as Record<LeadStatus, StoredLead[]>;
        return html(reply, 200, leadsPage(lists, counts));
      } catch (error) {
        return unavailable(reply, error);
      }
    });

    ops.get(`${OPS_PATH}/counts`, async (request, reply) => {
      if (!opsCaller(request, token)) return reply.code(401).header('www-authenticate', 'Bearer').send({ error: 'operator token required' });
      try {
        return reply.header('cache-control', 'no-store').send(await (await leads.store()).countByStatus());
      } catch (error) {
        if (!(error instanceof LeadStoreUnavailable)) throw error;
        return reply.code(503).send({ error: 'the lead store is not available' });
      }
    });

    ops.post(`${OPS_PATH}/login`, async (request, reply) => {
      if (!sameOrigin(request)) return html(reply, 403, loginPage('This form is posted from the operator page only.'));
      const given = formField(request.body, 'token');
      if (given === undefined || !sameSecret(given, token)) return html(reply, 401, loginPage('Wrong token.'));
      return reply.header('set-cookie', sessionCookie(token, request.protocol === 'https')).redirect(OPS_PATH, 303);
    });

    ops.post(`${OPS_PATH}/logout`, async (request, reply) => {
      if (!sameOrigin(request)) return html(reply, 403, loginPage('This form is posted from the operator page only.'));
      return reply.header('set-cookie', CLEARED_COOKIE).redirect(OPS_PATH, 303);
    });

    ops.post<{ Params: { id: string } }>(`${OPS_PATH}/:id/requeue`, async (request, reply) => {
      const caller = opsCaller(request, token);
      if (!caller) return reply.code(401).header('www-authenticate', 'Bearer').send({ error: 'operator token required' });
      // A cookie rides along with any request the browser makes: only the page's own form counts.
      if (caller === 'cookie' && !sameOrigin(request)) return reply.code(403).send({ error: 'cross-origin request refused' });
      const id = request.params.id;
      if (!UUID.test(id)) return reply.code(400).send({ error: 'id: not a submission id' });
      let requeued: boolean;
      try {
        requeued = await (await leads.store()).requeue(id, new Date());
      } catch (error) {
        if (!(error instanceof LeadStoreUnavailable)) throw error;
        return reply.code(503).send({ error: 'the lead store is not available' });
      }
      request.log.info({ formSubmissionId: id, requeued }, 'operator re-queue');
      if (caller === 'bearer') return reply.code(requeued ? 200 : 409).send({ requeued });
      return reply.redirect(OPS_PATH, 303);
    });
  });
}
