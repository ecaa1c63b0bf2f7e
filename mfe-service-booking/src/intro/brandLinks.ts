import type { Language } from '@showroom/sites';

/** A premium brand booked outside this flow (spec 3 §2.2): on the maker's own site (href), or on our facility list narrowed to the brand. */
export interface PremiumBrandLink {
  brand: string;
  href?: string;
}

/**
 * The four premium brands of spec 3 §2.2: two on the makers' own booking pages, Porsche and IVECO on our facility
 * list narrowed to the brand (their workshops take bookings themselves; mechmate answers isSupported false for
 * them, and the unsupported-brand message points here).
 */
export const PREMIUM_BRAND_LINKS: readonly PremiumBrandLink[] = [
  { brand: 'Mercedes-Benz', href: 'https://www.mercedes-benz.se/passengercars/services/service-booking.html' },
  { brand: 'BMW', href: 'https://www.bmw.se/sv/topics/service-och-tillbehor/bmw-service/boka-service.html' },
  { brand: 'Porsche' },
  { brand: 'IVECO' },
];

/** The further brands our workshops are authorised for, shown in the collapsible list. */
export const MORE_AUTHORISED_BRANDS: readonly string[] = ['Ford', 'Kia', 'MINI', 'Nissan', 'Renault', 'smart', 'Toyota', 'Volkswagen'];

/**
 * Where a premium brand's link goes, for the page's language. The booking page exists on dealergroup-se only
 * (loadServiceBooking answers notFound elsewhere); its facility list is /anlaggningar with a brand facet, and its
 * English pages sit under /en. Written out rather than read from the site matrix, which the first paint would
 * then carry (brandLinks.test.ts checks it against the matrix).
 */
export function premiumBrandHref(link: PremiumBrandLink, language: Language): string {
  return link.href ?? `${language === 'en' ? '/en' : ''}/anlaggningar?brand=${encodeURIComponent(link.brand)}`;
}
