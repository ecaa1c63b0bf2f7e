import type { AxiosInstance } from 'axios';
import {
  alertBarSchema,
  brandLogoSchema,
  contentLanguageSchema,
  dictionarySchema,
  footerSchema,
  layoutSchema,
  navigationAnswerSchema,
  parseNavigationItems,
  siteSettingsSchema,
  type AlertBar,
  type BrandLogo,
  type ContentLanguage,
  type Dictionary,
  type Footer,
  type Layout,
  type Navigation,
  type SiteSettings,
} from '@showroom/contracts';
import * as z from 'zod/mini';
import { createContentGraph } from '@showroom/bff';

type Log = { warn: (obj: object, msg: string) => void };

/**
 * The page content of the content platform's edge graph (the BFF's one graph client), answers parsed against the
 * contracts. `log` hears of navigation items left out of an otherwise good menu.
 */
export function createContentService(client: AxiosInstance, log?: Log) {
  const query = createContentGraph(client);

  return {
    layout: (site: string, routePath: string, language: string): Promise<Layout> =>
      query(LAYOUT, { site, routePath, language }, 'layout', layoutSchema),
    navigation: async (site: string, language: string): Promise<Navigation> => {
      const answer = await query(NAVIGATION, { site, language }, 'navigation', navigationAnswerSchema);
      // One item the contract cannot read costs that item: a visitor would rather lose one link than the menu.
      const { items, dropped } = parseNavigationItems(answer.items);
      for (const item of dropped) log?.warn({ site, language, at: item.at, item: item.path, err: item.message }, 'navigation item left out: outside the contract');
      return { settings: answer.settings, items };
    },
    languages: (site: string, routePath: string, language: string): Promise<ContentLanguage[]> =>
      query(LANGUAGES, { site, routePath, language }, 'languages', z.array(contentLanguageSchema)),
    dictionary: async (site: string, language: string): Promise<Dictionary> => {
      const entries = await query(DICTIONARY, { site, language }, 'dictionary', z.array(z.object({ key: z.string(), value: z.string() })));
      return dictionarySchema.parse(Object.fromEntries(entries.map((e) => [e.key, e.value])));
    },
    footer: (site: string, language: string): Promise<Footer> => query(FOOTER, { site, language }, 'footer', footerSchema),
    alertBar: (site: string, language: string): Promise<AlertBar | null> => query(ALERT_BAR, { site, language }, 'alertBar', z.nullable(alertBarSchema)),
    brandLogos: (site: string): Promise<BrandLogo[]> => query(BRAND_LOGOS, { site }, 'brandLogos', z.array(brandLogoSchema)),
    siteSettings: (site: string): Promise<SiteSettings | null> => query(SITE, { site }, 'site', z.nullable(siteSettingsSchema)),
    /** Paths of the published pages and stories of a site in a language. */
    sitemap: (site: string, language: string): Promise<string[]> => query(SITEMAP, { site, language }, 'sitemap', z.array(z.string().check(z.startsWith('/')))),
  };
}
export type ContentService = ReturnType<typeof createContentService>;

const ITEM = 'name url { path } navigationTitle hideInNavigation isNavigableInMenuWhenItHasChildren imageUrl externalLink { href linktype }';
const COMPONENT = 'uid componentName placeholder fields';
const LAYOUT = `query Layout($site: String!, $routePath: String!, $language: String!) {
  layout(site: $site, routePath: $routePath, language: $language) {
    item { path name language metaTitle navTitle metaDescription ogDescription ogImage canonicalURL gtmID BrandDesign pageKind
      components { ${COMPONENT} }
      placeholders { header { ${COMPONENT} } main { ${COMPONENT} } footer { ${COMPONENT} } } }
  }
}`;
const NAVIGATION = `query Navigation($site: String!, $language: String!) {
  navigation(site: $site, language: $language) { settings items { ${ITEM} children { ${ITEM} children { ${ITEM} } } } }
}`;
const LANGUAGES = `query Languages($site: String!, $routePath: String!, $language: String!) {
  languages(site: $site, routePath: $routePath, language: $language) { name displayName englishName nativeName url { path } }
}`;
const DICTIONARY = `query Dictionary($site: String!, $language: String!) { dictionary(site: $site, language: $language) { key value } }`;
const FOOTER = `query Footer($site: String!, $language: String!) { footer(site: $site, language: $language) }`;
const ALERT_BAR = `query AlertBar($site: String!, $language: String!) { alertBar(site: $site, language: $language) { HasMessage MessageTitle MessageText MessageType MessageIcon } }`;
const BRAND_LOGOS = `query BrandLogos($site: String!) { brandLogos(site: $site) { brandCode logo logoBlackAndWhite } }`;
const SITE = `query Site($site: String!) { site(name: $site) { name url titleTemplate gtmID favicon pathToCarList { url } pathToCarDetail { url } } }`;
const SITEMAP = `query Sitemap($site: String!, $language: String!) { sitemap(site: $site, language: $language) }`;
