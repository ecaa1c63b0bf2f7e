import type { AxiosInstance } from 'axios';
import {
  alertBarSchema,
  brandLogoSchema,
  contentLanguageSchema,
  dictionarySchema,
  footerSchema,
  layoutSchema,
  navigationSchema,
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
import { z } from 'zod';
import { createContentGraph } from '@showroom/bff';

/** The page content of the content platform's edge graph (the BFF's one graph client), answers parsed against the contracts. */
export function createContentService(client: AxiosInstance) {
  const query = createContentGraph(client);

  return {
    layout: (site: string, routePath: string, language: string): Promise<Layout> =>
      query(LAYOUT, { site, routePath, language }, 'layout', layoutSchema),
    navigation: (site: string, language: string): Promise<Navigation> => query(NAVIGATION, { site, language }, 'navigation', navigationSchema),
    languages: (site: string, routePath: string, language: string): Promise<ContentLanguage[]> =>
      query(LANGUAGES, { site, routePath, language }, 'languages', z.array(contentLanguageSchema)),
    dictionary: async (site: string, language: string): Promise<Dictionary> => {
      const entries = await query(DICTIONARY, { site, language }, 'dictionary', z.array(z.object({ key: z.string(), value: z.string() })));
      return dictionarySchema.parse(Object.fromEntries(entries.map((e) => [e.key, e.value])));
    },
    footer: (site: string, language: string): Promise<Footer> => query(FOOTER, { site, language }, 'footer', footerSchema),
    alertBar: (site: string, language: string): Promise<AlertBar | null> => query(ALERT_BAR, { site, language }, 'alertBar', alertBarSchema.nullable()),
    brandLogos: (site: string): Promise<BrandLogo[]> => query(BRAND_LOGOS, { site }, 'brandLogos', z.array(brandLogoSchema)),
    siteSettings: (site: string): Promise<SiteSettings | null> => query(SITE, { site }, 'site', siteSettingsSchema.nullable()),
    /** Paths of the published pages and stories of a site in a language. */
    sitemap: (site: string, language: string): Promise<string[]> => query(SITEMAP, { site, language }, 'sitemap', z.array(z.string().startsWith('/'))),
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
