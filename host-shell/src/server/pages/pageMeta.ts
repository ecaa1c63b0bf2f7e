import type { PageRoute, SiteSettings } from '@showroom/contracts';
import type { SiteDefinition } from '@showroom/sites';
import type { PageMeta } from '../../shell/pageState';

const GTM_ID = /^GTM-[A-Z0-9]{4,12}$/;

/** The site's title template applied to a page title ('{title} | Dealergroup'); the bare site name for an empty title. */
export function applyTitleTemplate(template: string, title: string, siteName: string): string {
  const clean = title.trim();
  if (!clean) return siteName;
  return template.includes('{title}') ? template.replace('{title}', clean) : `${clean} | ${template}`;
}

/** An absolute canonical URL: the page's own canonicalURL when it is absolute http(s), else origin + path. */
export function canonicalUrl(route: Pick<PageRoute, 'canonicalURL'> | null, origin: string, path: string): string {
  const own = route?.canonicalURL;
  if (own && /^https?:\/\//i.test(own)) return own;
  return `${origin}${path}`;
}

export interface MetaInput {
  site: SiteDefinition;
  settings: SiteSettings | null;
  route: PageRoute | null;
  /** The page title when there is no route (a remote page's own title, '404'). */
  fallbackTitle: string;
  origin: string;
  path: string;
  /** The host's configured GTM container, used when neither page nor site names one. */
  configuredGtmId: string;
  /** What a remote's page offers when there is no route: a car's description and picture. */
  hints?: { description?: string; image?: string };
}

/** Head metadata of a page (spec 1 §3): route fields first, then site settings, then the host's defaults. */
export function pageMeta({ site, settings, route, fallbackTitle, origin, path, configuredGtmId, hints }: MetaInput): PageMeta {
  const title = route?.metaTitle || route?.navTitle || fallbackTitle;
  const description = route?.metaDescription ?? hints?.description ?? '';
  const image = route?.ogImage || hints?.image;
  const gtm = [route?.gtmID, settings?.gtmID, configuredGtmId].find((id): id is string => typeof id === 'string' && GTM_ID.test(id)) ?? '';
  return {
    title: applyTitleTemplate(settings?.titleTemplate ?? site.titleTemplate, title, site.name),
    description,
    ogTitle: title,
    ogDescription: route?.ogDescription || description,
    ogImage: image ? (image.startsWith('/') ? `${origin}${image}` : image) : null,
    canonicalUrl: canonicalUrl(route, origin, path),
    favicon: settings?.favicon ?? null,
    gtmId: gtm,
    pageName: route?.name || fallbackTitle,
    pageVariantId: 'default',
  };
}
