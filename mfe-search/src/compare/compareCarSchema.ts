import { carPrimaryImageSchema, carSchema, z } from '@showroom/contracts';

// The compare table's car as a zod schema: the description compareCarCheck.ts (what the browser runs, without zod) is
// held to by its test, and the source of the CompareCar type. Only tests import it at run time.

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

