import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Editing mode (spec 1 §1). `?sc_mode=edit&secret=<EDITING_SECRET>` turns it on for the browser
 * session (a session cookie), `?sc_mode=normal` turns it off. It exists only where the host has an
 * editing secret (as the content platform's editing host does): without EDITING_SECRET, as in a
 * production start that sets none, nobody can turn it on. The cookie holds a keyed token derived
 * from the secret, never a flag a visitor could set themselves.
 */
export const EDITING_QUERY_KEY = 'sc_mode';
export const EDITING_SECRET_KEY = 'secret';
export const EDITING_COOKIE = 'sc_editing';

/** Shortest editing secret the host accepts: anything shorter could be guessed. */
export const MIN_EDITING_SECRET_LENGTH = 16;

export interface EditingDecision {
  editing: boolean;
  /** A Set-Cookie header value when the mode changed. */
  setCookie: string | null;
}

/** The editing secret if it is usable, else null (editing off). */
export function usableEditingSecret(secret: string | undefined): string | null {
  return secret && secret.length >= MIN_EDITING_SECRET_LENGTH ? secret : null;
}

const cookieToken = (secret: string) => createHmac('sha256', secret).update('showroom editing session').digest('base64url');

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Whether `given` is the editing secret (or the cookie token made from it). */
export function editingCredential(secret: string | null, given: { query?: unknown; cookie?: string }): boolean {
  if (!secret) return false;
  if (typeof given.query === 'string' && same(given.query, secret)) return true;
  return typeof given.cookie === 'string' && same(given.cookie, cookieToken(secret));
}

/** Whether a request is in editing mode, and the cookie that keeps the choice (Secure when the request came over https). */
export function editingMode(query: Record<string, unknown>, cookieValue: string | undefined, secret: string | null, https = false): EditingDecision {
  if (!secret) return { editing: false, setCookie: null };
  const attributes = `Path=/; SameSite=Lax; HttpOnly${https ? '; Secure' : ''}`;
  const asked = query[EDITING_QUERY_KEY];
  if (asked === 'normal') return { editing: false, setCookie: `${EDITING_COOKIE}=; Max-Age=0; ${attributes}` };
  if (asked === 'edit' && editingCredential(secret, { query: query[EDITING_SECRET_KEY] })) return { editing: true, setCookie: `${EDITING_COOKIE}=${cookieToken(secret)}; ${attributes}` };
  return { editing: editingCredential(secret, { cookie: cookieValue }), setCookie: null };
}
