import * as z from '@showroom/contracts/z';
import { CARD_TEXT_MAX } from '../carLimits';
import { primaryImageSchema } from './base';

// The car card apart from the car list's props: the browser parses search answers with it, and a module's unused
// schemas stay in the bundle (each is a call a minifier cannot prove free of side effects), so the list's props
// schema, which only the server checks, would ride along with every card.

/**
 * Free text the card shows: cut at the bound, not refused. One over-long version (a feed error, a hostile
 * upstream) must not take the whole answer with it, which refusing did: the list showed its error instead of 48 cars.
 */
const cardText = z.pipe(z.string(), z.transform((value) => (value.length > CARD_TEXT_MAX ? value.slice(0, CARD_TEXT_MAX) : value)));

/** A card needs to know only that a campaign exists; its name is kept, the rest of the record dropped. */
const carCampaignRefSchema = z.object({ name: z.optional(cardText) });

/** What a car card shows; a subset of the car record, kept small because it is serialised for hydration. */
export const carCardSchema = z.object({
  car_id: z.string().check(z.regex(/^\d{1,12}$/)),
  slug: z.string().check(z.maxLength(200)),
  car_brand: z.string().check(z.maxLength(100)),
  car_model: z.string().check(z.maxLength(100)),
  car_model_text: z.nullish(cardText),
  car_version: z.nullish(cardText),
  car_year: z.nullish(z.number().check(z.int())),
  car_mileage: z.nullish(z.number().check(z.nonnegative())),
  car_odometer_unit: z.nullish(z.string().check(z.maxLength(10))),
  car_fuel: z.nullish(z.string().check(z.maxLength(50))),
  car_gearbox: z.nullish(z.string().check(z.maxLength(50))),
  car_price: z.number().check(z.nonnegative()),
  car_price_currency: z.string().check(z.length(3)),
  car_retail_price: z.nullish(z.number().check(z.nonnegative())),
  car_campaign_price: z.nullish(z.number().check(z.nonnegative())),
  car_has_campaign_price: z.nullish(z.boolean()),
  // Whether the car has campaigns at all (spec 2: the car of the week's campaign badge), which a
  // campaign price alone does not say: campaigns on financing, or listed without any flag.
  car_has_campaign_loan: z.nullish(z.boolean()),
  car_has_campaign_companyleasing: z.nullish(z.boolean()),
  car_has_campaign_privateleasing: z.nullish(z.boolean()),
  car_campaigns: z.nullish(z.array(carCampaignRefSchema).check(z.maxLength(50))),
  car_vehicle_type_code: z.nullish(z.string().check(z.maxLength(20))),
  car_vat_eligible: z.nullish(z.boolean()),
  car_privateleasing_monthly_cost: z.nullish(z.number().check(z.nonnegative())),
  car_companyleasing_monthly_cost: z.nullish(z.number().check(z.nonnegative())),
  car_primary_image: z.nullish(primaryImageSchema),
});
export type CarCard = z.infer<typeof carCardSchema>;
// CAR_CARD_FIELDS, the fields a search asks for, is in checks/carCardCheck.ts, without zod: the browser's car list builds
// its requests with it.
