import {
  CAR_CARD_FIELDS,
  carCardSchema,
  carSchema,
  partialCarSchema,
  partialDealerSiteSchema,
  type Car,
  type CarCard,
  type CarDetailSite,
  type CarSellerSite,
  type OtherPackage,
  type PartialDealerSite,
  type ShowroomApi,
  newCarDepartmentEmail,
} from '@showroom/contracts';
import type { SiteCode } from '@showroom/sites';

// The car detail page's calls to the search service (spec 2 "Car detail queries"). The car itself
// must load; everything around it is a nicety, so those answer empty when the service fails.

/** The full car record's fields. */
export const CAR_FIELDS = Object.keys(carSchema.shape);
/** Spec 2: recommendations are up to 8 cars. */
export const SIMILAR_LIMIT = 8;
/** Spec 2: sites of the same brand, limit 100. */
export const SELLER_SITES_LIMIT = 100;

/** The car by id with every field; null when the index has none. Failures propagate: a missing car is not an outage. */
export async function fetchCar(api: ShowroomApi, site: SiteCode, id: string): Promise<Car | null> {
  const answer = await api.search({ index: 'cars', site, filters: { car_id: [id] }, limit: 1, fields: CAR_FIELDS }, carSchema);
  const car = answer.content[0];
  return car && car.car_id === id ? car : null;
}

const quietly = async <T>(work: () => Promise<T>, fallback: T): Promise<T> => {
  try {
    return await work();
  } catch {
    return fallback;
  }
};

/** The selling site by site_id (limit 1), as the page shows it; null when unknown or the call fails. */
export function fetchSellingSite(api: ShowroomApi, site: SiteCode, siteId: string | null | undefined): Promise<CarDetailSite | null> {
  if (!siteId) return Promise.resolve(null);
  return quietly(async () => {
    const answer = await api.search({ index: 'sites', site, filters: { site_id: [siteId] }, limit: 1 }, partialDealerSiteSchema);
    const found = answer.content[0];
    if (!found?.site_id) return null;
    return { site_id: found.site_id, name: found.site_official_name ?? '', street: found.site_street ?? null, zip: found.site_zip ?? null, city: found.site_city ?? null, phone: found.site_phone ?? null, email: found.site_email ?? null };
  }, null);
}

/** Up to 8 cars of the same region, body and fuel, this one excluded; the filters the car lacks are left out. */
export function fetchSimilar(api: ShowroomApi, site: SiteCode, car: Pick<Car, 'car_id' | 'car_site_region' | 'car_body' | 'car_fuel'>): Promise<CarCard[]> {
  const filters: Record<string, string[]> = { 'car_id.neq': [car.car_id] };
  if (car.car_site_region) filters.car_site_region = [car.car_site_region];
  if (car.car_body) filters.car_body = [car.car_body];
  if (car.car_fuel) filters.car_fuel = [car.car_fuel];
  return quietly(async () => (await api.search({ index: 'cars', site, filters, limit: SIMILAR_LIMIT, fields: [...CAR_CARD_FIELDS] }, carCardSchema)).content, []);
}

/** Cars a missing car's list button would find (its slug's words as the keyphrase), for the not-found view. */
export function fetchByKeyphrase(api: ShowroomApi, site: SiteCode, keyphrase: string): Promise<CarCard[]> {
  if (!keyphrase) return Promise.resolve([]);
  return quietly(async () => (await api.search({ index: 'cars', site, keyphrase, limit: SIMILAR_LIMIT, fields: [...CAR_CARD_FIELDS] }, carCardSchema)).content, []);
}

/**
 * The site that takes a sample car's lead: its new-car department for the brand, else any new-car
 * department. No such department means no e-mail: the contact form then fails, as the spec asks.
 */
export function sellerSiteOf(site: PartialDealerSite, brand: string): CarSellerSite | null {
  if (!site.site_id) return null;
  return { id: site.site_id, name: site.site_official_name ?? site.site_id, email: newCarDepartmentEmail(site, brand) };
}

/** Sites of the car's brand (limit 100), in the service's order, as contact form sellers. */
export function fetchSellerSites(api: ShowroomApi, site: SiteCode, brand: string): Promise<CarSellerSite[]> {
  return quietly(async () => {
    const answer = await api.search(
      { index: 'sites', site, filters: { site_brands: [brand] }, limit: SELLER_SITES_LIMIT, fields: ['site_id', 'site_official_name', 'site_phone', 'site_email', 'site_departments'] },
      partialDealerSiteSchema,
    );
    return answer.content.flatMap((s) => sellerSiteOf(s, brand) ?? []);
  }, []);
}

/** The model's cars in stock that are not samples (spec 2), up to 8. */
export function fetchModelStock(api: ShowroomApi, site: SiteCode, car: Pick<Car, 'car_brand' | 'car_model'>): Promise<CarCard[]> {
  return quietly(
    async () =>
      (await api.search({ index: 'cars', site, filters: { car_brand: [car.car_brand], car_model: [car.car_model], car_is_sample: ['false'] }, limit: SIMILAR_LIMIT, fields: [...CAR_CARD_FIELDS] }, carCardSchema)).content,
    [],
  );
}

/** The model's other packages (spec 2: car_trim_package, car_id, slug), with their equipment, when this sample car has equipment. */
export function fetchOtherPackages(api: ShowroomApi, site: SiteCode, car: Pick<Car, 'car_id' | 'car_brand' | 'car_model' | 'car_equipment'>): Promise<OtherPackage[]> {
  if (!car.car_equipment?.length) return Promise.resolve([]);
  return quietly(async () => {
    const answer = await api.search(
      { index: 'cars', site, filters: { car_brand: [car.car_brand], car_model: [car.car_model], car_is_sample: ['true'], 'car_id.neq': [car.car_id] }, limit: 20, fields: ['car_id', 'slug', 'car_trim_package', 'car_equipment'] },
      partialCarSchema,
    );
    return answer.content.flatMap((other) =>
      other.car_id && other.slug && other.car_trim_package ? [{ car_id: other.car_id, slug: other.slug, package: other.car_trim_package, equipment: (other.car_equipment ?? []).slice(0, 300) }] : [],
    );
  }, []);
}
