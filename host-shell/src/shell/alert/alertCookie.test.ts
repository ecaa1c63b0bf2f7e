import { ALERT_COOKIE_DAYS, HIDE_ALERT_COOKIE, isAlertHiddenByCookie, rememberAlertClosed } from './alertCookie';

describe('alert cookie', () => {
  afterEach(() => {
    document.cookie = 'hideAlert=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('is called hideAlert and lasts one day', () => {
    expect(HIDE_ALERT_COOKIE).toBe('hideAlert');
    expect(ALERT_COOKIE_DAYS).toBe(1);
  });

  it('reads a request Cookie header', () => {
    expect(isAlertHiddenByCookie('theme=dark; hideAlert=true')).toBe(true);
    expect(isAlertHiddenByCookie('hideAlert=false')).toBe(false);
    expect(isAlertHiddenByCookie('')).toBe(false);
    expect(isAlertHiddenByCookie(undefined)).toBe(false);
  });

  it('is set to true in the browser when the visitor closes the bar', () => {
    expect(isAlertHiddenByCookie(document.cookie)).toBe(false);
    rememberAlertClosed();
    expect(isAlertHiddenByCookie(document.cookie)).toBe(true);
  });
});
