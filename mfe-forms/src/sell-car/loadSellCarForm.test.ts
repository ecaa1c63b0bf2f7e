import { formsRemote, type ShowroomApi } from '@showroom/contracts';
import type { LoadContext } from '@showroom/mfe-runtime';
import { getSite, SITE_CODES, type SiteCode } from '@showroom/sites';
import { loadSellCarForm } from './loadSellCarForm';

const schema = formsRemote.modules.SellCarForm.props;

const noUpstream: ShowroomApi = {
  search: () => Promise.reject(new Error('the sell-car form must not search')),
};

function ctx(siteCode: SiteCode, apiBase = ''): LoadContext {
  const site = getSite(siteCode);
  const language = site.locales[0]!.language;
  return { site, siteCode, language, path: site.paths.sellCar ?? '/', params: [], query: {}, api: noUpstream, apiBase };
}

describe('loadSellCarForm', () => {
  it('produces props that satisfy the mfe-forms/SellCarForm contract, without calling any upstream', async () => {
    const result = await loadSellCarForm(ctx('carstore-se', 'https://carstore.se'));
    expect(result).toEqual({
      kind: 'props',
      title: 'Sälj din bil',
      props: { site: 'carstore-se', language: 'sv', apiBase: 'https://carstore.se', variant: 'short' },
    });
    if (result.kind === 'props') expect(schema.parse(result.props)).toEqual(result.props);
  });

  it('exists on the five sell-car sites and not on dealergroup-se', async () => {
    const kinds = await Promise.all(SITE_CODES.map(async (code) => [code, (await loadSellCarForm(ctx(code))).kind]));
    expect(Object.fromEntries(kinds)).toEqual({
      'carstore-fi': 'props',
      'carstore-no': 'props',
      'carstore-se': 'props',
      'carstore-sk': 'props',
      'dealergroup-se': 'notFound',
      'dealergroup-no': 'props',
      'premium-uk': 'props',
    });
  });
});
