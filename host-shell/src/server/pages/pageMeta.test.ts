/** @jest-environment node */
import { SITES } from '@showroom/sites';
import { applyTitleTemplate, canonicalUrl, pageMeta } from './pageMeta';

describe('applyTitleTemplate', () => {
  it.each([
    ['{title} | Dealergroup', 'Nyheter', 'Nyheter | Dealergroup'],
    ['{title} | Dealergroup', '  ', 'Dealergroup'],
    ['Dealergroup', 'Nyheter', 'Nyheter | Dealergroup'],
  ])('%s + %s', (template, title, expected) => expect(applyTitleTemplate(template, title, 'Dealergroup')).toBe(expected));
});

describe('canonicalUrl', () => {
  it('keeps an absolute canonical URL and builds one from the origin otherwise', () => {
    expect(canonicalUrl({ canonicalURL: 'https://dealergroup.se/nyheter' }, 'http://localhost:8080', '/nyheter')).toBe('https://dealergroup.se/nyheter');
    expect(canonicalUrl({ canonicalURL: 'javascript:alert(1)' }, 'http://localhost:8080', '/nyheter')).toBe('http://localhost:8080/nyheter');
    expect(canonicalUrl(null, 'http://localhost:8080', '/')).toBe('http://localhost:8080/');
  });
});

describe('pageMeta', () => {
  const site = SITES['dealergroup-se'];
  const route = {
    path: '/nyheter', name: 'nyheter', language: 'sv', metaTitle: 'Nyheter', navTitle: 'Nyheter', metaDescription: 'Senaste nytt',
    ogDescription: null, ogImage: '/-/media/hero/x/1.svg', canonicalURL: null, gtmID: 'GTM-PAGE01', BrandDesign: null, pageKind: null, components: [],
  };
  it("uses a remote page's hints (a car's description and picture) where there is no route", () => {
    const meta = pageMeta({ site, settings: null, route: null, fallbackTitle: 'Volvo XC60', origin: 'http://h', path: '/kop-bil/1/volvo', configuredGtmId: '', hints: { description: 'Välskött bil.', image: '/media/cars/1/1' } });
    expect(meta).toMatchObject({ title: 'Volvo XC60 | Dealergroup', description: 'Välskött bil.', ogDescription: 'Välskött bil.', ogImage: 'http://h/media/cars/1/1' });
    // A route's own fields win over the hints.
    expect(pageMeta({ site, settings: null, route, fallbackTitle: 'x', origin: 'http://h', path: '/nyheter', configuredGtmId: '', hints: { description: 'other', image: '/other' } })).toMatchObject({ description: 'Senaste nytt', ogImage: 'http://h/-/media/hero/x/1.svg' });
  });

  it('takes route fields, then site settings, then defaults', () => {
    const meta = pageMeta({ site, settings: { name: 'x', url: 'u', titleTemplate: '{title} – DG', gtmID: 'GTM-SITE01', favicon: '/-/media/logo/dg/3.svg', pathToCarList: { url: '/kop-bil' }, pathToCarDetail: { url: '/kop-bil' } }, route, fallbackTitle: 'x', origin: 'http://h', path: '/nyheter', configuredGtmId: '' });
    expect(meta).toEqual({
      title: 'Nyheter – DG',
      description: 'Senaste nytt',
      ogTitle: 'Nyheter',
      ogDescription: 'Senaste nytt',
      ogImage: 'http://h/-/media/hero/x/1.svg',
      canonicalUrl: 'http://h/nyheter',
      favicon: '/-/media/logo/dg/3.svg',
      gtmId: 'GTM-PAGE01',
      pageName: 'nyheter',
      pageVariantId: 'default',
    });
  });

  it('falls back without a route or settings, and drops a GTM id of the wrong form', () => {
    const meta = pageMeta({ site, settings: null, route: { ...route, gtmID: '"><script>' }, fallbackTitle: 'x', origin: 'http://h', path: '/nyheter', configuredGtmId: 'GTM-HOST01' });
    expect(meta.gtmId).toBe('GTM-HOST01');
    expect(pageMeta({ site, settings: null, route: null, fallbackTitle: 'Sidan hittades inte', origin: 'http://h', path: '/x', configuredGtmId: '' })).toMatchObject({
      title: 'Sidan hittades inte | Dealergroup',
      description: '',
      ogImage: null,
      gtmId: '',
    });
  });
});
