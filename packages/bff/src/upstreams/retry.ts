/**
 * POSTs that only read, per upstream: the search query, the content graph's queries (the BFF sends no
 * mutations), the tire hotel's timeslot lists and the finance quotes. Sending one twice changes nothing. Every
 * other POST (a lead, a booking, a review, a one-time code sent or checked, a page view) is sent once: a retry
 * after a lost answer could book twice or send a second SMS.
 */
const READ_POSTS: Readonly<Record<string, RegExp>> = {
  search: /^\/v1\/query$/,
  content: /^\/graphql$/,
  tirehotel: /^\/booking\/GetTimeslot(Days|s)$/,
  codeweaver: /^\/(default|cfd)$/,
};

/** Whether a call may be sent a second time: a GET or HEAD, or one of the upstream's read POSTs. */
export function isRetryableCall(upstream: string, method: string | undefined, url: string | undefined): boolean {
  const verb = (method ?? 'get').toUpperCase();
  if (verb === 'GET' || verb === 'HEAD') return true;
  if (verb !== 'POST') return false;
  const path = (url ?? '').split('?')[0] ?? '';
  return READ_POSTS[upstream]?.test(path) ?? false;
}

/** Statuses that say "try again": the upstream or a gateway in front of it could not answer this once. */
const RETRY_STATUSES = new Set([502, 503, 504]);
/** No answer at all, where the request most likely never reached a working process. Not a timeout: that spent the time. */
const RETRY_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'EAI_AGAIN', 'ERR_NETWORK']);

/**
 * Whether a failed first try is tried again: a 502/503/504 (`status`) or a network error (`code`, when there was
 * no answer), and only when the deadline leaves the pause plus a quarter of the call's time (at least 100 ms)
 * for the second try; a 4xx, a timeout or a cancelled call never is.
 */
export function shouldRetry(status: number | undefined, code: string | undefined, msLeft: number, waitMs: number, timeoutMs: number): boolean {
  const worthIt = status !== undefined ? RETRY_STATUSES.has(status) : code !== undefined && RETRY_CODES.has(code);
  return worthIt && msLeft - waitMs >= Math.max(100, timeoutMs / 4);
}

/** Base of the pause before a retry (UPSTREAM_RETRY_DELAY_MS, default 100 ms; the pause is 0.5x to 1.5x it). */
export function retryDelayMs(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.UPSTREAM_RETRY_DELAY_MS);
  return env.UPSTREAM_RETRY_DELAY_MS !== undefined && Number.isFinite(n) && n >= 0 ? n : 100;
}
