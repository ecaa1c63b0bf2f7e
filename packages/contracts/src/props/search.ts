import { z } from 'zod';
import { primaryImageSchema, remoteBasePropsSchema } from './base';

/** What a car card shows; a subset of the car record, kept small because it is serialised for hydration. */
export const carCardSchema = z.object({
  car_id: z.string().regex(/^\d{1,12}$/),
  slug: z.string().max(200),
  car_brand: z.string().max(100),
  car_model: z.string().max(100),
  car_model_text: z.string().max(200).nullish(),
  car_version: z.string().max(200).nullish(),
  car_year: z.number().int().nullish(),
  car_mileage: z.number().nonnegative().nullish(),
  car_odometer_unit: z.string().max(10).nullish(),
  car_fuel: z.string().max(50).nullish(),
  car_gearbox: z.string().max(50).nullish(),
  car_price: z.number().nonnegative(),
  car_price_currency: z.string().length(3),
  car_retail_price: z.number().nonnegative().nullish(),
  car_campaign_price: z.number().nonnegative().nullish(),
  car_has_campaign_price: z.boolean().nullish(),
  car_vehicle_type_code: z.string().max(20).nullish(),
  car_vat_eligible: z.boolean().nullish(),
  car_privateleasing_monthly_cost: z.number().nonnegative().nullish(),
  car_companyleasing_monthly_cost: z.number().nonnegative().nullish(),
  car_primary_image: primaryImageSchema.nullish(),
});
export type CarCard = z.infer<typeof carCardSchema>;
export const CAR_CARD_FIELDS = Object.keys(carCardSchema.shape) as (keyof CarCard)[];

export const carListPropsSchema = remoteBasePropsSchema.extend({
  carListPath: z.string().max(200),
  carDetailBase: z.string().max(200),
  result: z.discriminatedUnion('state', [
    z.object({ state: z.literal('loaded'), cars: z.array(carCardSchema).max(1000), total: z.number().int().nonnegative() }),
    z.object({ state: z.literal('error') }),
  ]),
});
export type CarListProps = z.infer<typeof carListPropsSchema>;
