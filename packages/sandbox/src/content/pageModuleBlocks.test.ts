import { SITES } from '@showroom/sites';
import { routeItem } from './routeItem';
import { StoryCatalog } from './storyCatalog';

const catalog = new StoryCatalog({ seed: 1, now: new Date('2026-11-02T09:00:00Z') });

describe("the tire hotel page's content configuration", () => {
  it('gives the TireHotel block a contact address of the site, in every language', () => {
    const site = SITES['dealergroup-se'];
    for (const [language, path] of [['sv', '/dack/dackhotell'], ['en', '/dack/dackhotell']] as const) {
      const block = routeItem(site, language, path, catalog)?.components.find((c) => c.componentName === 'TireHotel');
      // dealergroup-se's first host is dealergroup.se.
      expect(block?.fields).toEqual({ ContactEmail: 'dackhotell@dealergroup.se' });
    }
  });

  it('gives no such block to other pages', () => {
    const route = routeItem(SITES['dealergroup-se'], 'sv', '/service-och-verkstad/boka-service', catalog);
    expect(route?.components.some((c) => c.componentName === 'TireHotel')).toBe(false);
  });
});
