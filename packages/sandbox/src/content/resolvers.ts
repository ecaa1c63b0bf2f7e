import type { Layout, NavigationSettings } from '@showroom/contracts';
import { findLocale, getSite, localeFromPath, localizePath, pagePath, type Language, type SiteDefinition } from '@showroom/sites';
import { mediaPath } from '../media/paths';
import { alertBarFor, brandLogos, footerFor, pageBlocks } from './blocks';
import { findPage, navigationTree, sitePages } from './routes';
import { DICTIONARY, LANGUAGE_NAMES } from './texts';

/** Site and language of a query; throws "Unknown site name: X" for an unknown site. */
function context(siteName: string, language: string | null | undefined): { site: SiteDefinition; language: Language } {
  const site = getSite(siteName);
  const locale = language ? findLocale(site, language) : site.locales[0];
  if (!locale) throw new Error(`Unknown language ${language} for site ${siteName}`);
  return { site, language: locale.language };
}

type Args = Record<string, string | number | null | undefined>;
const s = (args: Args, key: string) => (typeof args[key] === 'string' ? (args[key] as string) : undefined);

/** Root resolvers; with `empty` every query answers an empty but valid result. */
export function contentRoot(empty: boolean) {
  return {
    site: ({ name }: { name: string }) => {
      const site = getSite(name);
      if (empty) return null;
      return {
        name: site.name,
        url: `https://${site.hosts[0] ?? `${site.code}.localhost`}`,
        titleTemplate: site.titleTemplate,
        gtmID: null,
        favicon: mediaPath('logo', site.code, 3),
        pathToCarList: { url: pagePath(site, 'carList') ?? '/' },
        pathToCarDetail: { url: pagePath(site, 'carDetail') ?? '/' },
        defaultLanguage: site.locales[0]?.language ?? 'en',
        languages: site.locales.map((l) => l.language),
        currency: site.currency,
      };
    },
    layout: (args: Args): Layout => {
      const { site, language } = context(s(args, 'site') ?? '', s(args, 'language'));
      if (empty) return { item: null };
      const routePath = s(args, 'routePath') ?? '/';
      const { rest } = localeFromPath(site, routePath.startsWith('/') ? routePath : `/${routePath}`);
      const page = findPage(site, language, rest);
      if (!page) return { item: null };
      return {
        item: {
          path: localizePath(site, page.path, language),
          name: page.path === '/' ? 'home' : (page.path.split('/').pop() ?? ''),
          language,
          metaTitle: page.title,
          navTitle: page.title,
          metaDescription: `${page.title} – ${site.name}`,
          ogDescription: `${page.title} – ${site.name}`,
          ogImage: mediaPath('hero', site.code, 1),
          canonicalURL: `https://${site.hosts[0] ?? ''}${localizePath(site, page.path, language)}`,
          gtmID: null,
          BrandDesign: null,
          pageKind: page.pageKind,
          components: pageBlocks(site, language, page),
        },
      };
    },
    navigation: (args: Args) => {
      const { site, language } = context(s(args, 'site') ?? '', s(args, 'language'));
      if (empty) return null;
      const settings: NavigationSettings = {
        Logo: mediaPath('logo', site.name, 1),
        LogoWidth: 150,
        LogoHeight: 55,
        IsSticky: true,
        SlimNav: site.family === 'premium',
        HasDarkTheme: site.family === 'premium',
        ShowSeparator: site.family !== 'carstore',
        ExtraNavigationItems: [],
      };
      return { settings, items: navigationTree(site, language) };
    },
    languages: (args: Args) => {
      const { site, language } = context(s(args, 'site') ?? '', s(args, 'language'));
      if (empty) return [];
      const { rest } = localeFromPath(site, s(args, 'routePath') ?? '/');
      return site.locales
        .filter((locale) => findPage(site, locale.language, rest) ?? language === locale.language)
        .map((locale) => ({
          name: locale.language,
          displayName: LANGUAGE_NAMES[locale.language].nativeName,
          ...LANGUAGE_NAMES[locale.language],
          url: { path: localizePath(site, rest, locale.language) },
        }));
    },
    dictionary: (args: Args) => {
      const { language } = context(s(args, 'site') ?? '', s(args, 'language'));
      if (empty) return [];
      return Object.entries(DICTIONARY[language]).map(([key, value]) => ({ key, value }));
    },
    footer: (args: Args) => {
      const { site, language } = context(s(args, 'site') ?? '', s(args, 'language'));
      return empty ? null : footerFor(site, language, sitePages(site, language));
    },
    alertBar: (args: Args) => {
      const { site, language } = context(s(args, 'site') ?? '', s(args, 'language'));
      return empty ? null : alertBarFor(site, language);
    },
    brandLogos: (args: Args) => {
      context(s(args, 'site') ?? '', undefined);
      const limit = typeof args.limit === 'number' ? Math.max(0, Math.min(args.limit, 65)) : 65;
      return empty ? [] : brandLogos(limit);
    },
  };
}
