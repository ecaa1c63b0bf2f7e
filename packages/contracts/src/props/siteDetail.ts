import * as z from '@showroom/contracts/z';
import { brandLogoSchema } from '../footer';
import { mapConfigSchema } from '../mapConfig';
import { dealerSiteSchema } from '../site';
import { remoteBasePropsSchema } from './base';
import { carCardSchema } from './carCard';

/** Spec 2 §9: the site page shows the site's 12 latest cars. */
export const SITE_LATEST_CARS = 12;
/** Spec 2 §7: brand logos come from a graph query of up to 65 brands. */
export const MAX_BRAND_LOGOS = 65;

/** The site's latest cars (spec 2 §7: cars by car_site_id); a failed search is silent (spec 2 §8), so the section is left out. */
export const siteLatestCarsSchema = z.discriminatedUnion('state', [
  z.object({
    state: z.literal('loaded'),
    cars: z.array(carCardSchema).check(z.maxLength(SITE_LATEST_CARS)),
    /** The car list filtered by the site's website city and name, and how many cars that filter finds. */
    carList: z.object({ href: z.string().check(z.maxLength(1000)), total: z.number().check(z.int()).check(z.nonnegative()) }),
  }),
  z.object({ state: z.literal('failed') }),
]);
export type SiteLatestCars = z.infer<typeof siteLatestCarsSchema>;

/** mfe-dealers/SiteDetail: one dealer site's page (spec 2 "Dealer site detail page"). */
export const siteDetailPropsSchema = z.extend(remoteBasePropsSchema, {
  /** The site list's path, where "all sites" leads. */
  dealersPath: z.string().check(z.maxLength(200)),
  dealer: dealerSiteSchema,
  /** Logos of the brands the site's departments sell, from the content platform. */
  brandLogos: z.array(brandLogoSchema).check(z.maxLength(MAX_BRAND_LOGOS)),
  latestCars: siteLatestCarsSchema,
  /** The service-booking link with the site's lat and lng; null where the button is not shown. */
  serviceBookingHref: z.nullable(z.string().check(z.maxLength(300))),
  map: mapConfigSchema,
});
export type SiteDetailProps = z.infer<typeof siteDetailPropsSchema>;
