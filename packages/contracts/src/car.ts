import * as z from '@showroom/contracts/z';
import { MAX_CAR_DESCRIPTION_LENGTH, ODOMETER_UNITS } from './carLimits';
import { companyLeasingOptionSchema, leasingListItemSchema, loanOptionSchema, privateLeasingOptionSchema } from './financing';

// In a file of their own, without schemas: the browser's checks read them.
export { MAX_CAR_DESCRIPTION_LENGTH, ODOMETER_UNITS } from './carLimits';

const text = z.nullish(z.string());
const description = z.nullish(z.pipe(z.string(), z.transform((value) => (value.length > MAX_CAR_DESCRIPTION_LENGTH ? value.slice(0, MAX_CAR_DESCRIPTION_LENGTH) : value))));
const num = z.nullish(z.number());
const flag = z.nullish(z.boolean());

export const carSellerSchema = z.object({
  name: z.string(),
  email: z.nullish(z.string()),
  phone: z.nullish(z.string()),
  title: z.nullish(z.string()),
});
export type CarSeller = z.infer<typeof carSellerSchema>;

export const carImageSchema = z.object({
  original: z.string(),
  blur_data_url: z.optional(z.string()),
});
export type CarImage = z.infer<typeof carImageSchema>;

export const carPrimaryImageSchema = z.object({
  thumbnail_url: z.string(),
  blur_data_url: z.optional(z.string()),
});

export const linkedVehicleSchema = z.object({
  vehicle_id: z.string(),
  slug: z.string(),
  package_name: z.optional(z.string()),
});
export type LinkedVehicle = z.infer<typeof linkedVehicleSchema>;

export const carCampaignSchema = z.object({
  name: z.string(),
  description: z.optional(z.string()),
  valid_to: z.optional(z.string()),
});

export const odometerUnitSchema = z.enum(ODOMETER_UNITS);

/** The car record of the search service's cars index (spec 2 "Car record"). */
export const carSchema = z.object({
  // identity and text
  car_id: z.string().check(z.regex(/^\d+$/)),
  slug: z.string().check(z.minLength(1)),
  /** Site code of the index the car belongs to. */
  site: z.optional(z.string()),
  car_brand: z.string(),
  car_model: z.string(),
  car_model_text: text,
  car_body: text,
  car_year: num,
  car_fuel: text,
  car_gearbox: text,
  car_drive: text,
  car_color: text,
  car_seats: num,
  car_doors: num,
  car_version: text,
  car_condition: text,
  car_is_used: flag,
  car_regno: text,
  car_chassino: text,
  car_firstregistration: text,
  car_trim_package: text,
  car_description: description,
  car_ncapstars: num,
  car_vehicle_type: text,
  // mileage
  car_mileage: num,
  car_mileage_text: text,
  car_odometer: num,
  car_odometer_unit: z.nullish(odometerUnitSchema),
  // price
  car_price: z.number(),
  car_price_text: text,
  car_price_title: text,
  car_price_currency: z.string().check(z.length(3)),
  car_retail_price: num,
  car_retail_price_text: text,
  car_retail_price_exkl_vat: num,
  car_campaign_price: num,
  car_campaign_price_text: text,
  car_campaign_price_exkl_vat: num,
  // campaigns and leasing flags
  car_has_campaign_price: flag,
  car_has_campaign_loan: flag,
  car_has_campaign_companyleasing: flag,
  car_has_campaign_privateleasing: flag,
  car_campaigns: z.nullish(z.array(carCampaignSchema)),
  car_has_companyleasing: flag,
  car_has_privateleasing: flag,
  // VAT; LCV means prices are shown without VAT
  car_vat_eligible: flag,
  car_vehicle_type_code: text,
  // other flags and values
  car_is_sample: flag,
  caroftheweek: flag,
  autos_on_show: flag,
  indexed_at: text,
  car_pbbratio: num,
  car_beneficial_value: num,
  car_publishdate: text,
  // site
  car_site_id: text,
  car_site_name: text,
  car_site_city: text,
  car_site_region: text,
  car_site_leads_email: text,
  car_companyerpid: text,
  car_departmenterpid: text,
  car_sellers: z.nullish(z.array(carSellerSchema)),
  // images
  car_images: z.nullish(z.array(carImageSchema)),
  car_primary_image: carPrimaryImageSchema,
  car_equipment: z.nullish(z.array(z.string())),
  linked_vehicles: z.nullish(z.array(linkedVehicleSchema)),
  // technical values, as display text
  car_emission: text,
  car_fuel_combined: text,
  car_electric_range: text,
  car_electric_consumption: text,
  car_battery_size: text,
  car_ac_charging_speed: text,
  car_dc_charging_speed: text,
  /** Engine power in hp (the range facet); car_power_text is the display value. */
  car_power: num,
  car_power_text: text,
  car_service_weight: text,
  car_cargo_volume: text,
  car_height: text,
  car_length: text,
  car_width: text,
  car_fuel_tank_capacity: text,
  car_acceleration: text,
  // financing
  car_loan: z.nullish(loanOptionSchema),
  car_companyleasing: z.nullish(companyLeasingOptionSchema),
  car_privateleasing: z.nullish(privateLeasingOptionSchema),
  car_leasing_options: z.nullish(z.array(leasingListItemSchema)),
  // monthly-cost facets
  car_privateleasing_monthly_cost: num,
  car_companyleasing_monthly_cost: num,
  gross_price: num,
  retailPrice: num,
});
export type Car = z.infer<typeof carSchema>;

/** A car as returned when the search request lists `fields`: any subset of the record. */
export const partialCarSchema = z.partial(carSchema);
export type PartialCar = z.infer<typeof partialCarSchema>;
