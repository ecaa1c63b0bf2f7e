import type { ContentBlock, PageRoute, Placeholders, Story } from '@showroom/contracts';
import { localizePath, type Language, type SiteDefinition } from '@showroom/sites';
import { mediaPath } from '../media/paths';
import { alertBarFor, footerFor, pageBlocks } from './blocks';
import { homeExtraBlocks } from './homeBlocks';
import { HOME_TEXTS } from './homeTexts';
import { navigationSettings } from './navigationSettings';
import { dealerMeta, dealerPage } from './dealerPages';
import { pageModuleBlocks } from './pageModuleBlocks';
import { dealerContentBlocks } from './dealerContentBlocks';
import { formContentBlocks } from './formBlocks';
import { leadFormBlocks } from './leadFormBlocks';
import { redirectTargetPage, brandDesignOf } from './redirectTargets';
import { findPage, sitePages, type SitePage } from './routes';
import type { StoryCatalog } from './storyCatalog';
import { articleNeighbours } from './storyQuery';
import { slugify } from '../random';

/** The route at an unprefixed path: a site page or a story, with its placeholders; null when there is none. */
export function routeItem(site: SiteDefinition, language: Language, rest: string, catalog: StoryCatalog): PageRoute | null {
  const page = findPage(site, language, rest);
  if (page) return pageRoute(site, language, page, catalog);
  const story = catalog.find(site, language, rest);
  if (story) return storyRoute(site, language, story, catalog);
  const facility = dealerPage(site, rest, catalog.world);
  // The page module renders the body, so the route has no blocks of its own; it gives the page's head.
  if (facility) return { ...pageRoute(site, language, facility.page, catalog, []), ...dealerMeta(facility.dealer) };
  const target = redirectTargetPage(site, rest);
  return target ? pageRoute(site, language, target, catalog) : null;
}

function meta(site: SiteDefinition, path: string, title: string, description: string, image: string) {
  return {
    metaTitle: title,
    navTitle: title,
    metaDescription: description,
    ogDescription: description,
    ogImage: image,
    canonicalURL: `https://${site.hosts[0] ?? ''}${path}`,
    gtmID: null,
    BrandDesign: brandDesignOf(path),
  };
}

function pageRoute(site: SiteDefinition, language: Language, page: SitePage, catalog: StoryCatalog, blocks?: ContentBlock[]): PageRoute {
  const path = localizePath(site, page.path, language);
  const id = slugify(`${site.code}-${language}-${page.path}`) || 'home';
  const components = [...(blocks ?? pageBlocks(site, language, page)), ...pageModuleBlocks(site, page, id), ...dealerContentBlocks(site, language, page, id), ...formContentBlocks(site, language, page, id), ...leadFormBlocks(site, language, page, id)];
  let main: ContentBlock[] = components;
  if (page.path === '/') main = [...components, ...homeExtraBlocks(site, language, id, catalog.world.seed, catalog.world.now, catalog.world.teaserCarIds?.(site.code) ?? [])];
  if (page.pageKind === 'stories') {
    main = [...components, { uid: `${id}-stories-list`, componentName: 'StoriesList', placeholder: 'main', fields: { ...catalog.index(site, language), Datasource: path, PageSize: 4 } }];
  }
  return {
    path,
    name: page.path === '/' ? 'home' : (page.path.split('/').pop() ?? ''),
    language,
    ...meta(site, path, page.title, `${page.title} – ${site.name}`, mediaPath('hero', site.code, 1)),
    pageKind: page.pageKind,
    components,
    placeholders: placeholders(site, language, id, main),
  };
}

function storyRoute(site: SiteDefinition, language: Language, story: Story, catalog: StoryCatalog): PageRoute {
  const neighbours = articleNeighbours(catalog.list(site, language), story);
  const id = `story-${story.id}`;
  const components: ContentBlock[] = [{ uid: `${id}-detail`, componentName: 'StoryDetail', placeholder: 'main', fields: { ...story, ...neighbours, backPath: catalog.index(site, language).url.path } }];
  return {
    path: story.url.path,
    name: story.url.path.split('/').pop() ?? '',
    language,
    ...meta(site, story.url.path, story.title, story.premble, story.image.src),
    pageKind: null,
    components,
    placeholders: placeholders(site, language, id, components),
  };
}

function placeholders(site: SiteDefinition, language: Language, id: string, main: ContentBlock[]): Placeholders {
  const footer: ContentBlock[] = [{ uid: `${id}-footer`, componentName: 'Footer', placeholder: 'footer', fields: footerFor(site, language, sitePages(site, language)) }];
  if (site.features.includes('creditWarning')) {
    footer.push({ uid: `${id}-credit-warning`, componentName: 'CreditWarning', placeholder: 'footer', fields: { Text: HOME_TEXTS.creditWarning[language], Link: { href: 'https://www.konsumentverket.se/', text: 'Konsumentverket' } } });
  }
  return {
    header: [
      { uid: `${id}-alert`, componentName: 'AlertBar', placeholder: 'header', fields: alertBarFor(site, language) },
      { uid: `${id}-navigation`, componentName: 'Navigation', placeholder: 'header', fields: navigationSettings(site) },
    ],
    main,
    footer,
  };
}
