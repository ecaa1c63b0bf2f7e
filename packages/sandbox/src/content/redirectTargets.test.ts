import { matchPage, redirectsFor, SITE_CODES, SITES } from '@showroom/sites';
import { brandDesignOf, redirectTargetPage } from './redirectTargets';
import { routeItem } from './routeItem';
import { StoryCatalog } from './storyCatalog';

const catalog = new StoryCatalog({ seed: 1, now: new Date('2026-11-02T09:00:00Z') });
// A value for each placeholder name the tables use, none of them written in a table.
const fill = (destination: string) =>
  destination
    .split('?')[0]!
    .replace(/\{[A-Za-z_]+\*\}/g, 'bmw/x5')
    .replace(/\{[A-Za-z_]+\}/g, 'kalmar');

describe('redirect destinations are pages', () => {
  it.each(SITE_CODES)('every relative destination of %s renders (a remote page or a content page)', (code) => {
    const site = SITES[code];
    const language = site.locales[0]!.language;
    // '/{path*}' keeps the visitor's own path (minus a prefix): whether it exists depends on the source.
    const targets = redirectsFor(code).filter((rule) => rule.destination.startsWith('/') && !rule.destination.startsWith('/{')).map((rule) => fill(rule.destination));
    const broken = targets.filter((path) => path !== '/' && !matchPage(site, path) && !routeItem(site, language, path, catalog));
    expect(broken).toEqual([]);
  });

  it('does not invent pages outside the destinations', () => {
    const site = SITES['premium-uk'];
    expect(redirectTargetPage(site, '/buy-car/motability/bmw')).toMatchObject({ path: '/buy-car/motability/bmw', title: 'Bmw' });
    expect(redirectTargetPage(site, '/no-such-section/leeds')).toBeUndefined();
    // Deeper than the pattern '/buy-car/motability/{brand}' allows.
    expect(redirectTargetPage(site, '/buy-car/motability/bmw/extra')).toBeUndefined();
    // '/find-us/{dealer}' is mfe-dealers' site page (page kind dealerDetail): not a content page.
    expect(redirectTargetPage(site, '/find-us/leeds')).toBeUndefined();
    // carstore-fi's '/en/{path*}' -> '/{path*}' names no section: it must not make every path a page.
    expect(redirectTargetPage(SITES['carstore-fi'], '/no-such-page')).toBeUndefined();
  });
});

describe('brandDesignOf', () => {
  it.each([
    ['/buy-car/new-cars/bmw', 'bmw'],
    ['/buy-car/used-cars/mercedes-benz', 'mercedes'],
    ['/buy-car/latest-offers/MINI', 'mini'],
    ['/buy-car/brands/smart', 'smart'],
    ['/buy-car/brands/volvo', null],
    ['/smartphone', null],
  ])('%s -> %s', (path, theme) => expect(brandDesignOf(path)).toBe(theme));
});
