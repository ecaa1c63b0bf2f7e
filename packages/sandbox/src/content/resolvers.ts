import type { Layout } from '@showroom/contracts';
import { getSite, localeFromPath, localizePath, pagePath } from '@showroom/sites';
import { facetLabelsFor } from '../data/contentFacetLabels';
import { sortOptionsFor } from '../data/contentSortOptions';
import { mediaPath } from '../media/paths';
import { alertBarFor, footerFor } from './blocks';
import { brandLogos, MAX_BRAND_LOGOS } from './brandLogos';
import { context, str, type Args } from './context';
import { navigationSettings } from './navigationSettings';
import { platformNavigationItems } from './navigationWire';
import { routeItem } from './routeItem';
import { findPage, navigationTree, sitePages } from './routes';
import { StoryCatalog, type ContentWorld } from './storyCatalog';
import { storyRoot } from './storyResolvers';
import { DICTIONARY, LANGUAGE_NAMES } from './texts';

const DEFAULT_WORLD: ContentWorld = { seed: 1, now: new Date() };

/** Root resolvers; with `empty` every query answers an empty but valid result. Stories are shared through `catalog`. */
export function contentRoot(empty: boolean, catalog: StoryCatalog = new StoryCatalog(DEFAULT_WORLD)) {
  const languageOf = (args: Args) => {
    const { site } = context(args);
    const routePath = str(args, 'routePath') ?? '/';
    return { site, ...localeFromPath(site, routePath.startsWith('/') ? routePath : `/${routePath}`) };
  };
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
      const { site, language } = context(args);
      if (empty) return { item: null };
      return { item: routeItem(site, language, languageOf(args).rest, catalog) };
    },
    navigation: (args: Args) => {
      const { site, language } = context(args);
      if (empty) return null;
      return { settings: navigationSettings(site), items: platformNavigationItems(navigationTree(site, language)) };
    },
    languages: (args: Args) => {
      const { site, language } = context(args);
      if (empty) return [];
      const { rest } = languageOf(args);
      // A language is offered when the route exists in it (stories exist in every language of their site).
      return site.locales
        .filter((locale) => findPage(site, locale.language, rest) ?? catalog.find(site, locale.language, rest) ?? language === locale.language)
        .map((locale) => ({
          name: locale.language,
          displayName: LANGUAGE_NAMES[locale.language].nativeName,
          ...LANGUAGE_NAMES[locale.language],
          url: { path: localizePath(site, rest, locale.language) },
        }));
    },
    currentLanguage: (args: Args) => {
      context(args);
      if (empty) return null;
      const { locale, rest, site } = languageOf(args);
      return {
        name: locale.language,
        displayName: LANGUAGE_NAMES[locale.language].nativeName,
        ...LANGUAGE_NAMES[locale.language],
        url: { path: localizePath(site, rest, locale.language) },
      };
    },
    dictionary: (args: Args) => {
      const { language } = context(args);
      if (empty) return [];
      return Object.entries(DICTIONARY[language]).map(([key, value]) => ({ key, value }));
    },
    footer: (args: Args) => {
      const { site, language } = context(args);
      return empty ? null : footerFor(site, language, sitePages(site, language));
    },
    alertBar: (args: Args) => {
      const { site, language } = context(args);
      return empty ? null : alertBarFor(site, language);
    },
    brandLogos: (args: Args) => {
      context({ site: args.site });
      const limit = typeof args.limit === 'number' ? Math.max(0, Math.min(args.limit, MAX_BRAND_LOGOS)) : MAX_BRAND_LOGOS;
      return empty ? [] : brandLogos(limit);
    },
    facetLabels: (args: Args) => {
      const { site, language } = context(args);
      return empty ? [] : facetLabelsFor(site, language);
    },
    sortOptions: (args: Args) => {
      const { site, language } = context(args);
      return empty ? [] : sortOptionsFor(site, language);
    },
    sitemap: (args: Args) => {
      const { site, language } = context(args);
      if (empty) return [];
      const pages = sitePages(site, language).filter((page) => !page.hidden).map((page) => localizePath(site, page.path, language));
      return [...pages, ...catalog.list(site, language).map((story) => story.url.path)];
    },
    ...storyRoot(catalog, empty),
  };
}
