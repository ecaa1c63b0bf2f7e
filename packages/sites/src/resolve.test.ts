import { SITES } from './matrix';
import { SITE_CODES } from './siteCodes';
import { getSite, localeFromPath, matchPage, pagePath, siteFromHost, UnknownSiteError } from './resolve';

describe('siteFromHost', () => {
  it('serves dealergroup-se on bare localhost and loopback addresses', () => {
    expect(siteFromHost('localhost:8080')).toBe('dealergroup-se');
    expect(siteFromHost('127.0.0.1:8080')).toBe('dealergroup-se');
  });
  it.each(SITE_CODES.map((c) => [c]))('serves %s on <code>.localhost', (code) => {
    expect(siteFromHost(`${code}.localhost:8080`)).toBe(code);
  });
  it('knows production host names and rejects unknown ones', () => {
    expect(siteFromHost('www.carstore.fi')).toBe('carstore-fi');
    expect(siteFromHost('evil.example')).toBeNull();
    expect(siteFromHost('nosuchsite.localhost')).toBeNull();
  });
});

describe('getSite', () => {
  it('throws the spec error for an unknown site name', () => {
    expect(() => getSite('nope')).toThrow(UnknownSiteError);
    expect(() => getSite('nope')).toThrow('Unknown site name: nope');
  });
});

describe('languages and paths', () => {
  const se = SITES['dealergroup-se'];
  it('leaves the default language unprefixed and prefixes the others', () => {
    expect(pagePath(se, 'carList', 'sv')).toBe('/kop-bil');
    expect(pagePath(se, 'carList', 'en')).toBe('/en/kop-bil');
    expect(localeFromPath(se, '/en/kop-bil')).toEqual({ locale: se.locales[1], rest: '/kop-bil' });
    expect(localeFromPath(se, '/english')).toEqual({ locale: se.locales[0], rest: '/english' });
  });
  it('has no path for a feature the site lacks', () => {
    expect(pagePath(SITES['carstore-fi'], 'serviceBooking')).toBeNull();
  });
  it('matches page kinds, car detail by its base', () => {
    expect(matchPage(se, '/kop-bil/')).toEqual({ kind: 'carList', params: [] });
    expect(matchPage(se, '/kop-bil/123/volvo-xc60')).toEqual({ kind: 'carDetail', params: ['123', 'volvo-xc60'] });
    expect(matchPage(se, '/no-such-page')).toBeNull();
    // Only a numeric first segment is a car id; a brand listing under the base is a content page.
    expect(matchPage(se, '/kop-bil/volvo')).toBeNull();
    expect(matchPage(se, '/kop-bil/7')).toEqual({ kind: 'carDetail', params: ['7'] });
    // The marker segment 's' narrows the car list by brand and model.
    expect(matchPage(se, '/kop-bil/s/volvo/xc60')).toEqual({ kind: 'carList', params: ['volvo', 'xc60'] });
  });
  it('matches a dealer site page below the dealers path, the slug as its first param (spec 2: the second path segment)', () => {
    expect(matchPage(se, '/anlaggningar')).toEqual({ kind: 'dealers', params: [] });
    expect(matchPage(se, '/anlaggningar/dealergroup-goteborg')).toEqual({ kind: 'dealerDetail', params: ['dealergroup-goteborg'] });
    expect(matchPage(se, '/anlaggningar/dealergroup-goteborg/')).toEqual({ kind: 'dealerDetail', params: ['dealergroup-goteborg'] });
    // Extra segments and encoded slashes still reach the page module, which redirects them to the list.
    expect(matchPage(se, '/anlaggningar/a/b')).toEqual({ kind: 'dealerDetail', params: ['a', 'b'] });
    expect(matchPage(se, '/anlaggningar/a%2Fb')).toEqual({ kind: 'dealerDetail', params: ['a%2Fb'] });
    // A path that only starts with the same letters is not below it.
    expect(matchPage(se, '/anlaggningarna')).toBeNull();
    expect(matchPage(SITES['premium-uk'], '/find-us/premium-motors-leeds')).toEqual({ kind: 'dealerDetail', params: ['premium-motors-leeds'] });
    // Car detail and the narrowed car list are untouched.
    expect(matchPage(SITES['premium-uk'], '/buy-car/used-cars/12/bmw-x1')).toEqual({ kind: 'carDetail', params: ['12', 'bmw-x1'] });
  });
});
