import { cookieString, readCookie, writeCookie } from './cookie';

const NOW = new Date(Date.UTC(2024, 0, 31, 12, 0, 0)); // Wed 31 Jan 2024 12:00:00 UTC

describe('cookieString', () => {
  it('is a session cookie on path / when days is absent or 0', () => {
    expect(cookieString('hideAlert', 'true', undefined, NOW)).toBe('hideAlert=true; path=/; SameSite=Lax');
    expect(cookieString('hideAlert', 'true', 0, NOW)).toBe('hideAlert=true; path=/; SameSite=Lax');
  });

  it('expires one day later for 1 day', () => {
    // 31 Jan 2024 12:00 UTC + 24 h = Thu 01 Feb 2024 12:00 UTC
    expect(cookieString('hideAlert', 'true', 1, NOW)).toBe('hideAlert=true; expires=Thu, 01 Feb 2024 12:00:00 GMT; path=/; SameSite=Lax');
  });

  it('crosses a leap day for 30 days', () => {
    // 31 Jan + 30 days: February 2024 has 29 days, so 31 + 30 = 61 = 29 (Feb) + 32 -> 1 Mar, a Friday
    expect(cookieString('c', 'v', 30, NOW)).toBe('c=v; expires=Fri, 01 Mar 2024 12:00:00 GMT; path=/; SameSite=Lax');
  });

  it('encodes name and value', () => {
    expect(cookieString('a b', 'x;y=z', 0, NOW)).toBe('a%20b=x%3By%3Dz; path=/; SameSite=Lax');
  });
});

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('hideAlert', 'foo=1; hideAlert=true; bar=2')).toBe('true');
    expect(readCookie('a b', 'a%20b=x%3By%3Dz')).toBe('x;y=z');
  });

  it('is null when absent, and does not match on a prefix', () => {
    expect(readCookie('hideAlert', 'hideAlerts=true; xhideAlert=true')).toBeNull();
    expect(readCookie('hideAlert', '')).toBeNull();
  });

  it('keeps a value that is not valid URI encoding', () => {
    expect(readCookie('bad', 'bad=%E0%A4%A')).toBe('%E0%A4%A');
  });
});

describe('writeCookie', () => {
  afterEach(() => {
    document.cookie = 'w=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax';
  });

  it('writes to document.cookie so readCookie sees it', () => {
    writeCookie('w', 'ja tack', 1);
    expect(readCookie('w')).toBe('ja tack');
  });
});
