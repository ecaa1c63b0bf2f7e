import { parseGeocoord, type DealerSite } from '@showroom/contracts';
import type { SiteDefinition } from '@showroom/sites';
import { openingHoursSpecification } from '../../opening-hours/openingHoursSpecification';

type Json = { [key: string]: Json } | Json[] | string | number | boolean;

export interface SiteStructuredDataContext {
  site: SiteDefinition;
  /** The page's absolute URL. */
  url: string;
  /** The origin images are served from, to make their URLs absolute. */
  origin: string;
}

const text = (value: string | null | undefined): string | null => (value && value.trim() ? value.trim() : null);

function absolute(url: string | null | undefined, origin: string): string | null {
  if (!url) return null;
  if (/^https?:\/\//.test(url)) return url;
  return url.startsWith('/') && origin ? `${origin}${url}` : null;
}

/** The country of a site's market, from its first locale ('sv-SE' -> 'SE'). */
function countryOf(site: SiteDefinition): string | null {
  const region = site.locales[0]?.intl.split('-')[1];
  return region && /^[A-Z]{2}$/.test(region) ? region : null;
}

/**
 * schema.org AutoDealer of a dealer site (spec 2 "Site"): address, geo, telephone and, per department, its
 * opening hours. Only what the site has: an empty property is left out rather than sent empty, which validators reject.
 */
export function siteStructuredData(dealer: DealerSite, ctx: SiteStructuredDataContext): Record<string, Json> {
  const data: Record<string, Json> = { '@context': 'https://schema.org', '@type': 'AutoDealer', '@id': ctx.url, name: dealer.site_official_name, url: ctx.url };
  const image = absolute(dealer.site_primary_image?.original ?? dealer.site_image_url, ctx.origin);
  if (image) data.image = image;
  const telephone = text(dealer.site_phone);
  if (telephone) data.telephone = telephone;
  const email = text(dealer.site_email);
  if (email) data.email = email;
  const address: Record<string, Json> = { '@type': 'PostalAddress' };
  const parts: [string, string | null][] = [
    ['streetAddress', text(dealer.site_street)],
    ['postalCode', text(dealer.site_zip)],
    ['addressLocality', text(dealer.site_city)],
    ['addressRegion', text(dealer.site_region)],
    ['addressCountry', countryOf(ctx.site)],
  ];
  for (const [key, value] of parts) if (value) address[key] = value;
  data.address = address;
  const coord = parseGeocoord(dealer.site_geocoord);
  if (coord) data.geo = { '@type': 'GeoCoordinates', latitude: coord.lat, longitude: coord.lng };
  if (dealer.site_brands.length) data.brand = dealer.site_brands.map((name) => ({ '@type': 'Brand', name }));
  const departments = dealer.site_departments.map((department) => {
    const entry: Record<string, Json> = { '@type': 'AutoDealer', name: text(department.official_name) ?? department.name };
    const phone = text(department.phone);
    if (phone) entry.telephone = phone;
    const mail = text(department.email);
    if (mail) entry.email = mail;
    const hours = openingHoursSpecification(department) as Json[];
    if (hours.length) entry.openingHoursSpecification = hours;
    return entry;
  });
  if (departments.length) data.department = departments;
  return data;
}
