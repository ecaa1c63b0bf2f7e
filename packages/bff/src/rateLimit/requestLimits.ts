import { formsRoutes, mechmateRoutes, tireHotelRoutes } from '@showroom/contracts/bff-routes';

/**
 * How hard a route is limited per client address (issue 20). Pages call the BFF freely (search, lookups,
 * stories); a lead, a booking and a one-time code each cost someone real work or an SMS, so a script gets few.
 */
export type LimitTier = 'page' | 'lead' | 'booking' | 'code';

/** At most `max` requests per route and client address in each window of `windowSeconds`. */
export interface TierLimit {
  max: number;
  windowSeconds: number;
}

export type RequestLimits = Record<LimitTier, TierLimit>;

/**
 * The defaults: generous where pages drive the calls (10 a second per route, sustained, covers an office or a
 * mobile network behind one address), tight where each call is a lead, a booking or an SMS. The tire hotel's own
 * guard (tireHotelGuard.ts: 5 code sends per address per hour...) stays underneath and usually refuses first.
 */
export const DEFAULT_REQUEST_LIMITS: RequestLimits = {
  page: { max: 600, windowSeconds: 60 },
  lead: { max: 20, windowSeconds: 600 },
  booking: { max: 20, windowSeconds: 600 },
  code: { max: 60, windowSeconds: 600 },
};

/** The setting that overrides each tier, as `max/windowSeconds` (e.g. RATE_LIMIT_LEAD=20/600). */
export const LIMIT_ENV: Record<LimitTier, string> = { page: 'RATE_LIMIT_PAGE', lead: 'RATE_LIMIT_LEAD', booking: 'RATE_LIMIT_BOOKING', code: 'RATE_LIMIT_CODE' };

const TIER_OF_PATH = new Map<string, LimitTier>([
  [formsRoutes.comhub.path, 'lead'],
  [mechmateRoutes.book.path, 'booking'],
  [tireHotelRoutes.create.path, 'booking'],
  [tireHotelRoutes.review.path, 'booking'],
  [tireHotelRoutes.search.path, 'code'],
  [tireHotelRoutes.login.path, 'code'],
  [tireHotelRoutes.validate.path, 'code'],
]);

/** The tier of a route by its full path ('/api/...'); every route not named above is a page's. */
export function tierOf(path: string): LimitTier {
  return TIER_OF_PATH.get(path) ?? 'page';
}

/** The routes in a tier (for tests and the fuzz script). */
export function routesOfTier(tier: LimitTier): string[] {
  return [...TIER_OF_PATH].filter(([, t]) => t === tier).map(([path]) => path);
}

function parseLimit(name: string, value: string): TierLimit {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(value);
  const max = Number(match?.[1]);
  const windowSeconds = Number(match?.[2]);
  if (!match || max < 1 || windowSeconds < 1) throw new Error(`${name} must be "max/windowSeconds" with both at least 1, e.g. 20/600 (got "${value}")`);
  return { max, windowSeconds };
}

/** The limits, each tier from its setting when set (a malformed one stops the start: a limit silently off is worse). */
export function requestLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): RequestLimits {
  const limits = { ...DEFAULT_REQUEST_LIMITS };
  for (const tier of Object.keys(LIMIT_ENV) as LimitTier[]) {
    const value = env[LIMIT_ENV[tier]];
    if (value !== undefined && value !== '') limits[tier] = parseLimit(LIMIT_ENV[tier], value);
  }
  return limits;
}

