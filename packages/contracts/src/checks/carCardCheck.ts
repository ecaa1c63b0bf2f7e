import { CARD_TEXT_MAX } from '../carLimits';
import type { CarCard } from '../props/carCard';
import { flag, listOf, nonNegativeNumber, nullish, objectOf, optional, textCutAt, textMatching, textOfLength, textUpTo, wholeNumber, type FieldChecks } from './fieldChecks';
import type { PayloadCheck } from './payloadCheck';
import { primaryImage } from './primaryImageCheck';

// A car card as the car list reads it from a search answer in the browser, without zod (issue 14: the list's search
// code then carries no zod). The stand-in for props/carCard.ts's carCardSchema, held to its answers by
// carCardCheck.test.ts; the bounds below are the schema's.

const cardText = textCutAt(CARD_TEXT_MAX);

type CarCampaignRef = NonNullable<CarCard['car_campaigns']>[number];

const campaignRefs = listOf(objectOf<CarCampaignRef>({ name: optional(cardText) }), 50, 'campaigns');

// FieldChecks<CarCard> names every key of the card, so a field added to the schema and not here fails to type-check.
const carCardFieldChecks: FieldChecks<CarCard> = {
  car_id: textMatching(/^\d{1,12}$/, '1 to 12 digits'),
  slug: textUpTo(200),
  car_brand: textUpTo(100),
  car_model: textUpTo(100),
  car_model_text: nullish(cardText),
  car_version: nullish(cardText),
  car_year: nullish(wholeNumber),
  car_mileage: nullish(nonNegativeNumber),
  car_odometer_unit: nullish(textUpTo(10)),
  car_fuel: nullish(textUpTo(50)),
  car_gearbox: nullish(textUpTo(50)),
  car_price: nonNegativeNumber,
  car_price_currency: textOfLength(3),
  car_retail_price: nullish(nonNegativeNumber),
  car_campaign_price: nullish(nonNegativeNumber),
  car_has_campaign_price: nullish(flag),
  car_has_campaign_loan: nullish(flag),
  car_has_campaign_companyleasing: nullish(flag),
  car_has_campaign_privateleasing: nullish(flag),
  car_campaigns: nullish(campaignRefs),
  car_vehicle_type_code: nullish(textUpTo(20)),
  car_vat_eligible: nullish(flag),
  car_privateleasing_monthly_cost: nullish(nonNegativeNumber),
  car_companyleasing_monthly_cost: nullish(nonNegativeNumber),
  car_primary_image: nullish(primaryImage),
};
const carCardFields = objectOf(carCardFieldChecks);

/** The fields a card shows, which a search for cards asks for (`fields`): every field of carCardSchema. */
export const CAR_CARD_FIELDS = Object.keys(carCardFieldChecks) as (keyof CarCard)[];

/** One car card as carCardSchema parses it: its fields checked, free texts cut at 300 characters, unknown keys left behind. */
export const carCardCheck: PayloadCheck<CarCard> = { safeParse: (value) => carCardFields(value, '') };

