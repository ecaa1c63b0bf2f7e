import { pagePath, SITES } from '@showroom/sites';
import { PREMIUM_BRAND_LINKS, premiumBrandHref } from './brandLinks';

describe('premium brand links', () => {
  it('are four: two external (https), Porsche and IVECO internal', () => {
    expect(PREMIUM_BRAND_LINKS).toHaveLength(4);
    const external = PREMIUM_BRAND_LINKS.filter((link) => link.href);
    expect(external).toHaveLength(2);
    for (const link of external) expect(premiumBrandHref(link, 'sv')).toMatch(/^https:\/\//);
    expect(PREMIUM_BRAND_LINKS.filter((link) => !link.href).map((link) => link.brand)).toEqual(['Porsche', 'IVECO']);
  });

  it('point the internal ones at the facility list narrowed to the brand, in the page language', () => {
    const porsche = PREMIUM_BRAND_LINKS.find((link) => link.brand === 'Porsche')!;
    const site = SITES['dealergroup-se'];
    // The written-out path is the matrix's dealers page of the one site that has the booking page.
    expect(premiumBrandHref(porsche, 'sv')).toBe(`${pagePath(site, 'dealers', 'sv')}?brand=Porsche`);
    expect(premiumBrandHref(porsche, 'en')).toBe(`${pagePath(site, 'dealers', 'en')}?brand=Porsche`);
    expect(premiumBrandHref(porsche, 'en')).toBe('/en/anlaggningar?brand=Porsche');
  });
});
