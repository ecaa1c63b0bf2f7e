import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { connectLimitRedis } from './redisConnection';
import { requestLimitsFromEnv, tierOf, type RequestLimits } from './requestLimits';

/** Where the per-address request counts live: Redis (shared by every host instance) or this process's memory. */
export interface RateLimitOptions {
  limits?: RequestLimits;
  /** A Redis URL (REDIS_URL by default); without one the counts are this process's. */
  redisUrl?: string;
  /** Namespaces the keys in Redis (REDIS_PREFIX by default). */
  redisPrefix?: string;
}

/** The body of a 429: `error` like the BFF's other refusals, never `message`, so a flow shows its own text in the page's language. */
export interface RateLimitedBody {
  error: string;
  retryAfter: number;
}

class RateLimited extends Error {
  readonly statusCode = 429;
  constructor(readonly retryAfter: number) {
    super(`too many requests from this address; try again in ${retryAfter} s`);
  }
}

/**
 * The client a request counts for: its address (request.ip honours TRUST_PROXY), IPv6 by /64 as the plugin does.
 * A request whose socket closed before the check has no address (npm run fuzz: a pipelined request behind a
 * malformed one), which the plugin's own key function crashed on with a 500: it counts under one shared key.
 */
export function clientKey(request: Pick<FastifyRequest, 'ip'>): string {
  const ip = request.ip as string | undefined;
  return ip ? normalizeIP(ip, 64) : 'no-address';
}

/** Keys kept in memory (one per route and address) before the least recently used are dropped. */
const MEMORY_KEYS = 50_000;

/**
 * Limits every BFF route per client address (request.ip, which honours TRUST_PROXY) and route, in the tier the
 * route's path puts it (requestLimits.ts). Checked on request, before the body is read, so a flood costs little.
 * Registered inside the BFF's own scope: page routes, the image route and static files are not counted here.
 */
export async function registerRateLimit(app: FastifyInstance, options: RateLimitOptions = {}): Promise<void> {
  const limits = options.limits ?? requestLimitsFromEnv();
  const redisUrl = options.redisUrl ?? process.env.REDIS_URL;
  const redis = redisUrl ? connectLimitRedis(redisUrl) : undefined;
  if (redis) app.addHook('onClose', async () => redis.disconnect());

  // Runs before the plugin's own onRoute hook (added below), so each route's tier is in its config when the plugin reads it.
  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path;
    const { max, windowSeconds } = limits[tierOf(url)];
    route.config = { ...(route.config as object), rateLimit: { max, timeWindow: windowSeconds * 1000 } };
  });
  await app.register(rateLimit, {
    global: true,
    hook: 'onRequest',
    cache: MEMORY_KEYS,
    keyGenerator: clientKey,
    ...(redis ? { redis, nameSpace: `${options.redisPrefix ?? process.env.REDIS_PREFIX ?? 'showroom:rate:'}limit:` } : {}),
    // A lost Redis must not take the site's pages down with it; the tire hotel's guard fails closed on its own.
    skipOnError: true,
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    addHeaders: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': true, 'retry-after': true },
    errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) => new RateLimited(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error instanceof RateLimited) return reply.code(429).send({ error: error.message, retryAfter: error.retryAfter } satisfies RateLimitedBody);
    // Every other error as before: the parent's handler (fastify's own) answers it.
    throw error;
  });
}
