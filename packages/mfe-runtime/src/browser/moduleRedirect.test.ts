import { getSite } from '@showroom/sites';
import type { LoadContext } from '../types';
import { contextAfterRedirect } from './moduleRedirect';

const site = getSite('dealergroup-se');
const ctx = { site, siteCode: site.code, language: 'sv', path: '/partner', params: ['1000090'], query: {}, api: { search: jest.fn() }, apiBase: 'https://dealergroup.se' } as unknown as LoadContext;

describe('contextAfterRedirect', () => {
  it("takes the target page's route params", () => {
    expect(contextAfterRedirect(ctx, '/kop-bil/1000090/volvo-xc60')).toMatchObject({ path: '/kop-bil/1000090/volvo-xc60', params: ['1000090', 'volvo-xc60'], apiBase: 'https://dealergroup.se' });
    expect(contextAfterRedirect(ctx, '/en/kop-bil/s/volvo/xc60?x=1')).toMatchObject({ params: ['volvo', 'xc60'] });
  });

  it.each(['https://evil.example/kop-bil/1/x', '//evil.example/kop-bil/1/x', '/no-such-page'])('gives up on %s', (location) => {
    expect(contextAfterRedirect(ctx, location)).toBeNull();
  });
});
