import { formsRemote, type ShowroomApi } from '@showroom/contracts';
import type { LoadContext } from '@showroom/mfe-runtime';
import { getSite, SITE_CODES, type SiteCode } from '@showroom/sites';
import { loadSellCarForm, loadSellCarFormBlock, sellCarPageVariant } from './loadSellCarForm';

const schema = formsRemote.modules.SellCarForm.props;

const noUpstream: ShowroomApi = {
  search: () => Promise.reject(new Error('the sell-car form must not search')),
};

function ctx(siteCode: SiteCode, apiBase = '', params: string[] = [], fields?: Record<string, unknown>): LoadContext {
  const site = getSite(siteCode);
  const language = site.locales[0]!.language;
  return { site, siteCode, language, path: site.paths.sellCar ?? '/', params, query: {}, api: noUpstream, apiBase, ...(fields ? { fields } : {}) };
}

describe('loadSellCarForm', () => {
  it('produces props that satisfy the mfe-forms/SellCarForm contract, the full form on the page, without calling any upstream', async () => {
    const result = await loadSellCarForm(ctx('carstore-se', 'https://carstore.se'));
    expect(result).toEqual({
      kind: 'props',
      title: 'Sälj din bil',
      props: { site: 'carstore-se', language: 'sv', apiBase: 'https://carstore.se', variant: 'full', headingLevel: 1 },
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

  // The partner element passes its variant attribute as the one route param ('' when it has none).
  it('gives a partner element the short form unless it asks for the full one', async () => {
    expect(sellCarPageVariant([])).toBe('full');
    expect(sellCarPageVariant([''])).toBe('short');
    expect(sellCarPageVariant(['short'])).toBe('short');
    expect(sellCarPageVariant(['FULL'])).toBe('short');
    expect(sellCarPageVariant(['full'])).toBe('full');
    const embed = await loadSellCarForm(ctx('carstore-no', 'https://carstore.no', ['']));
    expect(embed.kind === 'props' && embed.props.variant).toBe('short');
  });
});

describe('loadSellCarFormBlock', () => {
  it('places either form on any site, the full one unless its Variant field says short', async () => {
    const answer = async (fields?: Record<string, unknown>) => {
      const result = await loadSellCarFormBlock(ctx('dealergroup-se', '', [], fields));
      if (result.kind !== 'props') throw new Error(result.kind);
      return schema.parse(result.props);
    };
    // Under the content page's own h1, the form's heading is an h2.
    expect(await answer()).toEqual({ site: 'dealergroup-se', language: 'sv', apiBase: '', variant: 'full', headingLevel: 2 });
    expect((await answer({ Variant: 'short' })).variant).toBe('short');
    expect((await answer({ Variant: 'tiny' })).variant).toBe('full');
    expect((await answer({ Variant: 42 })).variant).toBe('full');
  });
});
