import { navigationSchema, visibleNavigationItems } from '@showroom/contracts';
import { SITE_CODES, SITES } from '@showroom/sites';
import { graphql } from 'graphql';
import { contentRoots } from './route';
import { contentSchema } from './schema';

const roots = contentRoots({ seed: 1, now: new Date('2025-06-15T12:00:00.000Z') });
// The host's item fields (host-shell/src/server/content/contentService.ts).
const ITEM = 'name url { path } navigationTitle hideInNavigation isNavigableInMenuWhenItHasChildren imageUrl externalLink { href linktype }';
const QUERY = `query($site: String!, $language: String!) { navigation(site: $site, language: $language) { settings items { ${ITEM} children { ${ITEM} children { ${ITEM} } } } } }`;

type WireItem = { url: { path: string }; hideInNavigation: unknown; isNavigableInMenuWhenItHasChildren: unknown; children?: WireItem[] | null };

async function wireNavigation(site: string, language: string): Promise<{ settings: unknown; items: WireItem[] }> {
  const result = await graphql({ schema: contentSchema, source: QUERY, rootValue: roots.full, variableValues: { site, language } });
  if (result.errors?.length) throw new Error(result.errors.map((e) => e.message).join('; '));
  return (result.data as { navigation: { settings: unknown; items: WireItem[] } }).navigation;
}

describe('the checkbox shapes the sandbox platform sends (issue 15 item 1)', () => {
  it('sends top-level flags as "1"/"0", the second level as 1/0 and the third as booleans', async () => {
    const { items } = await wireNavigation('dealergroup-se', 'sv');
    const byPath = (list: readonly WireItem[] | null | undefined, path: string) => list?.find((item) => item.url.path === path);
    // The thank-you and login pages are hidden, the news page shown; the privacy page under "Om oss" is hidden.
    expect(byPath(items, '/tack')?.hideInNavigation).toBe('1');
    expect(byPath(items, '/logga-in')?.hideInNavigation).toBe('1');
    expect(byPath(items, '/nyheter')?.hideInNavigation).toBe('0');
    expect(byPath(items, '/leasing')?.hideInNavigation).toBe('0');
    const about = byPath(items, '/om-oss');
    expect(about?.hideInNavigation).toBe('0');
    expect(about?.isNavigableInMenuWhenItHasChildren).toBe('1');
    expect(byPath(about?.children, '/om-oss/integritetspolicy')?.hideInNavigation).toBe(1);
    expect(byPath(about?.children, '/om-oss/kontakt')?.hideInNavigation).toBe(0);
    expect(byPath(byPath(about?.children, '/om-oss/karriar')?.children, '/om-oss/karriar/lediga-jobb')?.hideInNavigation).toBe(false);
  });

  it('still parses with the contract on every site and language, hiding exactly the "1" items', async () => {
    for (const code of SITE_CODES) {
      for (const { language } of SITES[code].locales) {
        const navigation = navigationSchema.parse(await wireNavigation(code, language));
        const visible = JSON.stringify(visibleNavigationItems(navigation.items));
        expect(visible).not.toMatch(/"\/(en\/)?tack"|integritetspolicy|logga-in/);
      }
    }
  });
});
