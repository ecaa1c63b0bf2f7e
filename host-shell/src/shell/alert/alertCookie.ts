import { readCookie, writeCookie } from '../cookies/cookie';

/** The cookie that hides a closable alert bar (spec 1 §4); the server reads it to render without a flash. */
export const HIDE_ALERT_COOKIE = 'hideAlert';
/** How long a closed alert stays hidden (spec 1 §9). */
export const ALERT_COOKIE_DAYS = 1;

/** Whether a Cookie header (or document.cookie) says the visitor closed the alert bar. */
export function isAlertHiddenByCookie(cookies: string | undefined): boolean {
  return cookies ? readCookie(HIDE_ALERT_COOKIE, cookies) === 'true' : false;
}

/** Remembers in the browser, for ALERT_COOKIE_DAYS, that the visitor closed the alert bar. */
export function rememberAlertClosed(): void {
  writeCookie(HIDE_ALERT_COOKIE, 'true', ALERT_COOKIE_DAYS);
}
