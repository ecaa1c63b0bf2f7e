import { isSafeLocation, matchRedirect, REDIRECT_STATUS, validateRule, compileSource } from './engine';
import type { RedirectRule } from './types';

const HOST = 'premium-motors.co.uk';
const req = (pathAndQuery: string, host = HOST) => {
  const [path, qs = ''] = pathAndQuery.split('?');
  return { host, path: path!, query: new URLSearchParams(qs) };
};
const rule = (source: string, destination: string, has?: RedirectRule['has']): RedirectRule =>
  has ? { source, destination, permanent: true, has } : { source, destination, permanent: true };
const loc = (rules: RedirectRule[], pathAndQuery: string, allowedHosts: string[] = []) =>
  matchRedirect(rules, req(pathAndQuery), { allowedHosts })?.location ?? null;

describe('matchRedirect', () => {
  const used = [rule('/used/{path*}', '/buy-car/used-cars/{path*}')];

  it('answers 308', () => {
    expect(matchRedirect(used, req('/used/bmw'))).toEqual({ location: '/buy-car/used-cars/bmw', status: 308 });
    expect(REDIRECT_STATUS).toBe(308);
  });

  it('returns null when nothing matches', () => {
    expect(loc(used, '/new/bmw')).toBeNull();
    expect(loc([rule('/a/{id}', '/b/{id}')], '/a/1/2')).toBeNull();
  });

  it('ignores case and one trailing slash', () => {
    expect(loc([rule('/Contact-Us', '/find-us')], '/contact-us/')).toBe('/find-us');
    expect(loc([rule('/contact-us', '/find-us')], '/CONTACT-US')).toBe('/find-us');
    expect(loc([rule('/contact-us', '/find-us')], '/contact-us//')).toBeNull();
  });

  it('wildcard matches zero or more segments', () => {
    expect(loc(used, '/used')).toBe('/buy-car/used-cars');
    expect(loc(used, '/used/')).toBe('/buy-car/used-cars');
    expect(loc(used, '/used/bmw/x5/123')).toBe('/buy-car/used-cars/bmw/x5/123');
    expect(loc([rule('/en/{path*}', '/{path*}')], '/en')).toBe('/');
  });

  it('keeps percent-encoded captured values encoded', () => {
    expect(loc(used, '/used/k%C3%B6p')).toBe('/buy-car/used-cars/k%C3%B6p');
  });

  it('captures placeholders inside a segment', () => {
    const r = [rule('/anlaggningar/{id}/hedin-bil-{location}', '/anlaggningar/hedin-automotive-{location}')];
    expect(loc(r, '/anlaggningar/9/hedin-bil-lund')).toBe('/anlaggningar/hedin-automotive-lund');
    expect(loc(r, '/anlaggningar/9/other-lund')).toBeNull();
  });

  it('first match wins', () => {
    const r = [rule('/servicing', '/first'), rule('/servicing', '/second'), rule('/{x}', '/third')];
    expect(loc(r, '/servicing')).toBe('/first');
    expect(loc(r, '/other')).toBe('/third');
  });

  describe('query', () => {
    const fuel = [rule('/bilar', '/kop-bil?car_fuel=El', { type: 'query', key: 'drivmedel', value: 'el' }), rule('/bilar', '/kop-bil')];

    it('a has condition must match (case-insensitive value)', () => {
      expect(loc(fuel, '/bilar?drivmedel=el')).toBe('/kop-bil?car_fuel=El');
      expect(loc(fuel, '/bilar?drivmedel=EL')).toBe('/kop-bil?car_fuel=El');
      expect(loc(fuel, '/bilar?drivmedel=diesel')).toBe('/kop-bil?drivmedel=diesel');
      expect(loc(fuel, '/bilar')).toBe('/kop-bil');
      expect(loc([fuel[0]!], '/bilar?other=el')).toBeNull();
    });

    it('merges the destination query with the request remaining parameters (has key consumed)', () => {
      expect(loc(fuel, '/bilar?drivmedel=el&sort=price&page=2')).toBe('/kop-bil?car_fuel=El&sort=price&page=2');
    });

    it('destination filter wins over the same non-repeatable request key', () => {
      expect(loc(fuel, '/bilar?drivmedel=el&car_fuel=Diesel')).toBe('/kop-bil?car_fuel=El');
    });

    it('repeatable car_site_region keeps every value once', () => {
      const r = [rule('/region', '/kop-bil?car_site_region=Stockholm&car_site_region=Uppsala')];
      expect(loc(r, '/region?car_site_region=Uppsala&car_site_region=Lund')).toBe(
        '/kop-bil?car_site_region=Stockholm&car_site_region=Uppsala&car_site_region=Lund',
      );
    });

    it('a has condition without value exposes the value', () => {
      const r = [rule('/bilar', '/kop-bil?car_brand={marke}', { type: 'query', key: 'marke' })];
      expect(loc(r, '/bilar?marke=Kia&x=1')).toBe('/kop-bil?car_brand=Kia&x=1');
      expect(loc(r, '/bilar?marke=a%26b')).toBe('/kop-bil?car_brand=a%26b');
      expect(loc(r, '/bilar')).toBeNull();
    });
  });

  describe('open redirect attempts', () => {
    it.each(['/used//evil.com', '/used/%2F%2Fevil.com', '/used/%2fevil.com', '/used/\\evil.com', '/used/%5Cevil.com', '/used/%5C%5Cevil.com', '/used/..', '/used/%2e%2e', '/used/a%0d%0aSet-Cookie:x', '/used/%E0%A4%A'])(
      '%s is refused',
      (path) => {
        expect(loc(used, path)).toBeNull();
      },
    );

    it('a root wildcard cannot produce a protocol-relative location', () => {
      const r = [rule('/go/{path*}', '/{path*}')];
      expect(loc(r, '/go//evil.com')).toBeNull();
      expect(loc(r, '/go/%2Fevil.com')).toBeNull();
      expect(loc(r, '/go/evil.com')).toBe('/evil.com');
    });

    it('absolute destinations only to allow-listed hosts', () => {
      const careers = [rule('/karriar/{path*}', 'https://karriar.dealergroup.se/{path*}')];
      expect(loc(careers, '/karriar/jobb', ['karriar.dealergroup.se'])).toBe('https://karriar.dealergroup.se/jobb');
      expect(loc(careers, '/karriar/jobb')).toBeNull();
      expect(loc([rule('/x', 'https://evil.com/')], '/x', ['karriar.dealergroup.se'])).toBeNull();
      expect(loc([rule('/x', 'javascript:alert(1)')], '/x', ['karriar.dealergroup.se'])).toBeNull();
    });

    it('a captured segment cannot change the host of an absolute destination', () => {
      const r = [rule('/k/{id}', 'https://karriar.dealergroup.se{id}')];
      expect(loc(r, '/k/.evil.com', ['karriar.dealergroup.se'])).toBeNull();
      expect(loc(r, '/k/%40evil.com', ['karriar.dealergroup.se'])).toBeNull();
    });
  });
});

describe('isSafeLocation', () => {
  it.each([
    ['/find-us', true],
    ['//evil.com', false],
    ['/\\evil.com', false],
    ['https://premium-motors.co.uk/x', true],
    ['https://karriar.dealergroup.se/', true],
    ['https://evil.com/', false],
    ['https://user@karriar.dealergroup.se/', false],
    ['evil.com', false],
    ['ftp://karriar.dealergroup.se/', false],
  ])('%s -> %s', (location, safe) => {
    expect(isSafeLocation(location, `${HOST}:443`, ['karriar.dealergroup.se'])).toBe(safe);
  });
});

describe('validateRule / compileSource', () => {
  it('rejects a wildcard that is not last, and unknown destination names', () => {
    expect(() => compileSource('/a/{p*}/b')).toThrow();
    expect(() => compileSource('a')).toThrow();
    expect(() => validateRule(rule('/a/{id}', '/b/{other}'))).toThrow();
    expect(() => validateRule(rule('/a/{id}', '/b/{id}'))).not.toThrow();
  });
});
