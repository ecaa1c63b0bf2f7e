const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The Set-Cookie-style string for document.cookie: name and value URI-encoded, path '/', SameSite=Lax
 * (never sent on another site's cross-site subrequests); `days` absent or 0 gives a session cookie (no
 * expires), otherwise it expires `days` days after `now`.
 */
export function cookieString(name: string, value: string, days = 0, now: Date = new Date()): string {
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`];
  if (days) parts.push(`expires=${new Date(now.getTime() + days * DAY_MS).toUTCString()}`);
  parts.push('path=/', 'SameSite=Lax');
  return parts.join('; ');
}

/** Writes a cookie in the browser (see cookieString). */
export function writeCookie(name: string, value: string, days?: number): void {
  document.cookie = cookieString(name, value, days);
}

/**
 * The decoded value of a cookie, or null; reads document.cookie unless given a cookie string
 * (the server passes the request's Cookie header).
 */
export function readCookie(name: string, cookies: string = document.cookie): string | null {
  for (const pair of cookies.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0) continue;
    if (safeDecode(pair.slice(0, eq).trim()) === name) return safeDecode(pair.slice(eq + 1).trim());
  }
  return null;
}

// A malformed escape in someone else's cookie must not break reading ours.
function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
