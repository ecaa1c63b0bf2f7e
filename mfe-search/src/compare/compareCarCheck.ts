import { anyNumber, anyText, flag, listOf, MAX_CAR_DESCRIPTION_LENGTH, nullish, objectOf, ODOMETER_UNITS, oneOf, optional, textBetween, textCutAt, textMatching, textOfLength, type FieldChecks, type PayloadCheck } from '@showroom/contracts';
import type { CompareCar } from './compareCarSchema';

// The compare table's car, read without zod (issue 14: the compare dialog then loads none). The stand-in for
// compareCarSchema.ts, held to its answers by compareCarCheck.test.ts; its bounds come from contracts' carLimits.ts.

const text = nullish(anyText);
const num = nullish(anyNumber);
const yesNo = nullish(flag);

const campaign = objectOf<NonNullable<CompareCar['car_campaigns']>[number]>({ name: anyText, description: optional(anyText), valid_to: optional(anyText) });
const primaryImage = objectOf<NonNullable<CompareCar['car_primary_image']>>({ thumbnail_url: anyText, blur_data_url: optional(anyText) });

// FieldChecks<CompareCar> names every key of the car, so a field added to the schema and not here fails to type-check.
const compareCarFieldChecks: FieldChecks<CompareCar> = {
  car_id: textMatching(/^\d+$/, 'digits'),
  slug: textBetween(1, Number.MAX_SAFE_INTEGER),
  car_brand: anyText,
  car_model: anyText,
  car_model_text: text,
  car_version: text,
  car_primary_image: nullish(primaryImage),
  car_price: anyNumber,
  car_price_currency: textOfLength(3),
  car_campaign_price: num,
  car_has_campaign_price: yesNo,
  car_has_campaign_loan: yesNo,
  car_has_campaign_companyleasing: yesNo,
  car_has_campaign_privateleasing: yesNo,
  car_campaigns: nullish(listOf(campaign)),
  car_retail_price_exkl_vat: num,
  car_campaign_price_exkl_vat: num,
  car_vehicle_type_code: text,
  car_year: num,
  car_mileage: num,
  car_odometer_unit: nullish(oneOf(ODOMETER_UNITS)),
  car_fuel: text,
  car_gearbox: text,
  car_power_text: text,
  car_body: text,
  car_color: text,
  car_drive: text,
  car_privateleasing_monthly_cost: num,
  car_companyleasing_monthly_cost: num,
  car_equipment: nullish(listOf(anyText)),
  car_description: nullish(textCutAt(MAX_CAR_DESCRIPTION_LENGTH)),
  car_site_name: text,
  car_site_city: text,
};
const compareCarFields = objectOf(compareCarFieldChecks);

/** The fields the compare table shows, which its search asks for. */
export const COMPARE_FIELDS = Object.keys(compareCarFieldChecks);

/** One compared car as compareCarSchema parses it. */
export const compareCarCheck: PayloadCheck<CompareCar> = { safeParse: (value) => compareCarFields(value, '') };
