import type { NavigationItem } from '@showroom/contracts';
import { localizePath, type Language, type PageKind, type SiteDefinition } from '@showroom/sites';
import { BRANDS } from '../data/models';
import { mediaPath } from '../media/paths';
import { CONTENT_TITLES, PAGE_TITLES } from './texts';

/** A page of a site, by its unprefixed path. */
export interface SitePage {
  path: string;
  title: string;
  pageKind: PageKind | null;
  hidden: boolean;
}

/** Page kinds kept out of the menu, footer and sitemap: a sign-in page is reached from a link, not browsed to. */
const HIDDEN_KINDS: readonly PageKind[] = ['login'];

const lastSegment = (path: string) => path.split('/').filter(Boolean).pop() ?? 'home';

/** Every page of a site in a language: home, the matrix's page paths, their parent sections and content pages. */
export function sitePages(site: SiteDefinition, language: Language): SitePage[] {
  const pages = new Map<string, SitePage>();
  const add = (path: string, title: string, pageKind: PageKind | null = null, hidden = false) => {
    if (!pages.has(path)) pages.set(path, { path, title, pageKind, hidden });
  };
  add('/', PAGE_TITLES.home[language]);
  for (const [kind, path] of Object.entries(site.paths) as [PageKind, string][]) {
    if (kind === 'carDetail' && path === site.paths.carList) continue;
    const segments = path.split('/').filter(Boolean);
    for (let i = 1; i < segments.length; i++) {
      const parent = `/${segments.slice(0, i).join('/')}`;
      add(parent, sectionTitle(parent, language));
    }
    pages.set(path, { path, title: PAGE_TITLES[kind][language], pageKind: kind, hidden: HIDDEN_KINDS.includes(kind) });
  }
  const about = `/${aboutSlug(language, site)}`;
  add(about, CONTENT_TITLES.about[language]);
  add(`${about}/kontakt`, CONTENT_TITLES.contact[language]);
  add(`${about}/karriar`, CONTENT_TITLES.career[language]);
  add(`${about}/karriar/lediga-jobb`, CONTENT_TITLES.jobs[language]);
  add(`${about}/integritetspolicy`, CONTENT_TITLES.privacy[language], null, true);
  add('/tack', CONTENT_TITLES.thanks[language], null, true);
  return [...pages.values()];
}

function aboutSlug(language: Language, site: SiteDefinition): string {
  return site.family === 'premium' ? 'about-us' : language === 'fi' ? 'meista' : language === 'sk' ? 'o-nas' : 'om-oss';
}

function sectionTitle(path: string, language: Language): string {
  const slug = lastSegment(path);
  if (/service|verksted/.test(slug)) return CONTENT_TITLES.service[language];
  if (/dack/.test(slug)) return CONTENT_TITLES.tires[language];
  if (/tillbehor/.test(slug)) return CONTENT_TITLES.accessories[language];
  if (/buy-car/.test(slug)) return CONTENT_TITLES.buyCar[language];
  return slug;
}

/** The page at an unprefixed path, or undefined. */
export function findPage(site: SiteDefinition, language: Language, path: string): SitePage | undefined {
  const clean = path.replace(/\/+$/, '') || '/';
  return sitePages(site, language).find((page) => page.path === clean);
}

/** The navigation tree (three levels) of a site in a language, links prefixed for the language. */
export function navigationTree(site: SiteDefinition, language: Language): NavigationItem[] {
  const pages = sitePages(site, language).filter((page) => page.path !== '/');
  const byPath = new Map(pages.map((page) => [page.path, page]));
  const toItem = (page: SitePage): NavigationItem => {
    const children = pages.filter((child) => parentOf(child.path, byPath) === page.path).map(toItem);
    const item: NavigationItem = {
      name: lastSegment(page.path),
      url: { path: localizePath(site, page.path, language) },
      navigationTitle: page.title,
      hideInNavigation: page.hidden,
      isNavigableInMenuWhenItHasChildren: true,
      externalLink: null,
      children,
    };
    return item;
  };
  const top = pages.filter((page) => parentOf(page.path, byPath) === null).map(toItem);
  const carListPath = site.paths.carList ? localizePath(site, site.paths.carList, language) : null;
  const carList = [...top, ...top.flatMap((item) => item.children ?? [])].find((item) => item.url.path === carListPath);
  if (carList && carListPath) carList.children = [...(carList.children ?? []), ...brandItems(carListPath)];
  const about = top.find((item) => item.children?.some((child) => child.name === 'karriar'));
  const career = about?.children?.find((child) => child.name === 'karriar');
  career?.children?.push({
    name: 'careers-site',
    url: { path: '' },
    navigationTitle: CONTENT_TITLES.careersSite[language],
    hideInNavigation: false,
    isNavigableInMenuWhenItHasChildren: true,
    externalLink: { href: 'https://careers.example.com', linktype: 'external' },
    children: [],
  });
  return top;
}

/** Brands linked under the car list: more than four, so the desktop mega menu shows their logos. */
const MENU_BRANDS = BRANDS.slice(0, 6).map((line) => line.brand);

function brandItems(carListPath: string): NavigationItem[] {
  return MENU_BRANDS.map((brand) => ({
    name: `brand-${brand.toLowerCase()}`,
    url: { path: `${carListPath}?car_brand=${encodeURIComponent(brand)}` },
    navigationTitle: brand,
    hideInNavigation: false,
    isNavigableInMenuWhenItHasChildren: true,
    externalLink: null,
    imageUrl: mediaPath('logo', brand, 1),
    children: [],
  }));
}

function parentOf(path: string, pages: ReadonlyMap<string, SitePage>): string | null {
  const segments = path.split('/').filter(Boolean);
  for (let i = segments.length - 1; i > 0; i--) {
    const candidate = `/${segments.slice(0, i).join('/')}`;
    if (pages.has(candidate)) return candidate;
  }
  return null;
}
