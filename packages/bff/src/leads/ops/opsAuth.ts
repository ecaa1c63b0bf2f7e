import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** The operator session cookie: HttpOnly, SameSite=Strict, scoped to the operator pages. */
export const OPS_COOKIE = 'showroom_ops';
export const OPS_PATH = '/__ops/leads';

// What the cookie holds is an HMAC keyed by the token: it proves the token was shown once, and neither
// the cookie nor a log of it gives the token back.
const SESSION_PURPOSE = 'showroom operator session v1';

/** The cookie value for a token. */
export function sessionValue(token: string): string {
  return createHmac('sha256', token).update(SESSION_PURPOSE).digest('base64url');
}

/** Compares two secrets in constant time (hashes first, so the lengths do not leak either). */
export function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

function cookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

export type OpsCaller = 'bearer' | 'cookie' | undefined;

/** How the request proves it is an operator: the token as a bearer header, or the session cookie; else undefined. */
export function opsCaller(request: FastifyRequest, token: string): OpsCaller {
  const authorization = request.headers.authorization;
  if (authorization?.startsWith('Bearer ') && sameSecret(authorization.slice('Bearer '.length).trim(), token)) return 'bearer';
  const session = cookie(request.headers.cookie, OPS_COOKIE);
  if (session && sameSecret(session, sessionValue(token))) return 'cookie';
  return undefined;
}

/**
 * A form post from the operator page itself: its Origin (or, without one, its Referer) is this host. With
 * the SameSite=Strict cookie this keeps another site from making an operator's browser re-queue a lead.
 */
export function sameOrigin(request: FastifyRequest): boolean {
  const host = request.headers.host;
  if (!host) return false;
  const from = request.headers.origin ?? request.headers.referer;
  if (!from) return false;
  try {
    const url = new URL(from);
    return url.host === host && (url.protocol === 'http:' || url.protocol === 'https:');
  } catch {
    return false;
  }
}

/** The session cookie's header. */
export function sessionCookie(token: string, secure: boolean): string {
  return `${OPS_COOKIE}=${sessionValue(token)}; Path=${OPS_PATH}; HttpOnly; SameSite=Strict; Max-Age=28800${secure ? '; Secure' : ''}`;
}

export const CLEARED_COOKIE = `${OPS_COOKIE}=; Path=${OPS_PATH}; HttpOnly; SameSite=Strict; Max-Age=0`;
