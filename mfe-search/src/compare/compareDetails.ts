import { carPrimaryImageSchema, carSchema, type SearchRequestInput, type ShowroomApi, type SiteCodeValue, z } from '@showroom/contracts';

/** What the compare table reads of each car: the contract's car schema, narrowed to these fields. */
export const compareCarSchema = z.extend(z.pick(carSchema, {
    car_id: true,
    slug: true,
    car_brand: true,
    car_model: true,
    car_model_text: true,
    car_version: true,
    car_primary_image: true,
    car_price: true,
    car_price_currency: true,
    car_campaign_price: true,
    car_has_campaign_price: true,
    car_has_campaign_loan: true,
    car_has_campaign_companyleasing: true,
    car_has_campaign_privateleasing: true,
    car_campaigns: true,
    car_retail_price_exkl_vat: true,
    car_campaign_price_exkl_vat: true,
    car_vehicle_type_code: true,
    car_year: true,
    car_mileage: true,
    car_odometer_unit: true,
    car_fuel: true,
    car_gearbox: true,
    car_power_text: true,
    car_body: true,
    car_color: true,
    car_drive: true,
    car_privateleasing_monthly_cost: true,
    car_companyleasing_monthly_cost: true,
    car_equipment: true,
    car_description: true,
    car_site_name: true,
    car_site_city: true,
  }),
  // A car without a picture (absent or null) is still worth comparing.
  { car_primary_image: z.nullish(carPrimaryImageSchema) },
);
export type CompareCar = z.infer<typeof compareCarSchema>;

export const COMPARE_FIELDS = Object.keys(compareCarSchema.shape);

/** The search service answers at most this many items per request; the compare list is capped there too. */
const MAX_IDS = 100;

/** The one search that fetches the compared cars' details by car_id (spec 2 §7 "compare detail by car_id"). */
export function compareDetailsRequest(site: SiteCodeValue, ids: readonly string[]): SearchRequestInput {
  const wanted = [...new Set(ids.filter((id) => /^\d{1,12}$/.test(id)))].slice(0, MAX_IDS);
  return { index: 'cars', site, fields: COMPARE_FIELDS, filters: { car_id: wanted }, limit: wanted.length, offset: 0 };
}

/** Parses each item on its own, so one malformed car is skipped instead of failing the whole table. */
export function parseCompareCars(items: readonly unknown[]): Map<string, CompareCar> {
  const cars = new Map<string, CompareCar>();
  for (const item of items) {
    const parsed = compareCarSchema.safeParse(item);
    if (parsed.success) cars.set(parsed.data.car_id, parsed.data);
  }
  return cars;
}

/** Fetches the compared cars by id; rejects when the search fails, so the modal can offer a retry. */
export async function fetchCompareCars(api: ShowroomApi, site: SiteCodeValue, ids: readonly string[]): Promise<Map<string, CompareCar>> {
  const request = compareDetailsRequest(site, ids);
  if (request.limit === 0) return new Map();
  const answer = await api.search(request, z.unknown());
  return parseCompareCars(answer.content);
}
