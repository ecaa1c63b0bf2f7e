import type { DealerSite } from '@showroom/contracts';
import { pagePath, type Language, type SiteDefinition } from '@showroom/sites';

/** A maps search for the site's address (a plain https URL: no key, nothing loaded until the visitor follows it). */
export function mapsSearchUrl(dealer: Pick<DealerSite, 'site_official_name' | 'site_street' | 'site_zip' | 'site_city'>): string {
  const address = [dealer.site_official_name, dealer.site_street, [dealer.site_zip, dealer.site_city].filter(Boolean).join(' ')].filter((part) => part && part.trim()).join(', ');
  return `https://www.google.com/maps/search/?${new URLSearchParams({ api: '1', query: address }).toString()}`;
}

/**
 * The service-booking button's link (spec 2: only for the Swedish locale and the automotive group, whose
 * site matrix has the feature), with the site's lat and lng; null where the button is not shown.
 */
export function serviceBookingHref(site: SiteDefinition, language: Language, coord: { lat: number; lng: number } | null): string | null {
  if (language !== 'sv' || !site.features.includes('serviceBookingButtonOnDealerPages')) return null;
  const path = pagePath(site, 'serviceBooking', language);
  if (path === null) return null;
  return coord ? `${path}?${new URLSearchParams({ lat: String(coord.lat), lng: String(coord.lng) }).toString()}` : path;
}

/** The car list filtered by the site's website city and name (spec 2), in the car list's own URL format (one parameter per filter). */
export function carListFilters(dealer: Pick<DealerSite, 'website_city' | 'site_city' | 'site_official_name'>): Record<string, string[]> {
  const city = dealer.website_city?.trim() || dealer.site_city?.trim();
  return { ...(city ? { car_site_city: [city] } : {}), car_site_name: [dealer.site_official_name] };
}

/** The car list URL of those filters. */
export function carListHref(carListPath: string, filters: Record<string, string[]>): string {
  const query = new URLSearchParams();
  for (const [key, values] of Object.entries(filters)) for (const value of values) query.append(key, value);
  return `${carListPath}?${query.toString()}`;
}
