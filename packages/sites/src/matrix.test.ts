import { SITES } from './matrix';
import { matchPage, pagePath } from './resolve';
import { PAGE_KINDS, type PageKind } from './types';

/** Spec 1 §1: "Page types registered in the page registry include car list, car detail, leasing, kits, feedback, booking and login." */
const SPEC_PAGE_TYPES: Record<string, PageKind> = {
  'car list': 'carList',
  'car detail': 'carDetail',
  leasing: 'leasing',
  kits: 'kits',
  feedback: 'feedback',
  booking: 'serviceBooking',
  login: 'login',
};

describe('the page registry (issue 15 item 10)', () => {
  const se = SITES['dealergroup-se'];

  it('registers every page type spec 1 names', () => {
    expect(PAGE_KINDS).toEqual(expect.arrayContaining(Object.values(SPEC_PAGE_TYPES)));
  });

  it.each(Object.entries(SPEC_PAGE_TYPES))('dealergroup-se has a %s page', (_type, kind) => {
    expect(se.paths[kind]).toMatch(/^\/[a-z0-9/-]+$/);
  });

  it.each([
    ['leasing', '/leasing', '/en/leasing'],
    ['feedback', '/tyck-till', '/en/tyck-till'],
    ['login', '/logga-in', '/en/logga-in'],
  ] as const)('routes %s to %s in Swedish and %s in English, and back', (kind, sv, en) => {
    expect(pagePath(se, kind, 'sv')).toBe(sv);
    expect(pagePath(se, kind, 'en')).toBe(en);
    expect(matchPage(se, sv)).toEqual({ kind, params: [] });
    expect(matchPage(se, `${sv}/`)).toEqual({ kind, params: [] });
  });

  it.each(Object.values(SITES).map((site) => [site.code, site] as const))('%s: no two page kinds share a path (car detail lives under the car list)', (_code, site) => {
    const paths = Object.entries(site.paths).filter(([kind]) => kind !== 'carDetail').map(([, path]) => path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
