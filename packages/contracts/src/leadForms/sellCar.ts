import { emailRule, phoneRule, requiredText, z } from '@showroom/contracts';

// The sell-car lead (spec 3 §2.5, §3.3, §5.2) as comhub receives it: the BFF validates a submission whose
// formName ends in SELL_CAR_FORM_SUFFIX with sellCarValuesSchema, and the browser builds its values to pass it.

/** formName = the site code + this (spec 3 §3.3), e.g. "carstore-seSellCarForm". */
export const SELL_CAR_FORM_SUFFIX = 'SellCarForm';

/** The options radio: sell the car, or trade it in (spec 3 §2.5). */
export const SELL_CAR_OPTIONS = ['sellCar', 'tradeInCar'] as const;
export type SellCarOption = (typeof SELL_CAR_OPTIONS)[number];

/** Longest registration number and free message a lead carries. */
export const LEAD_TEXT_MAX = { name: 200, regno: 20, message: 2000 } as const;

/**
 * A mileage: a whole number of at least 0 (spec 3 §5.2, §5.3), as comhub's values are texts. Up to 7
 * digits (9,999,999 km); '-1', '1.5' and '12 000' are refused, '0' is taken.
 */
export const MILEAGE_PATTERN = /^\d{1,7}$/;

/** The error key of a mileage that is not a whole number of at least 0. */
export const INVALID_MILEAGE = 'invalidMileage';

/** A required mileage (the full sell-car form). */
export const mileageRule = requiredText(20).check(z.regex(MILEAGE_PATTERN, INVALID_MILEAGE));

/**
 * The values of a sell-car lead. The three customer fields are required by both variants; the full form
 * adds regno, milage and other and requires the option, the short one may send the option alone or none
 * (spec 3 §5.2), so here those are optional and checked for shape only. Unknown keys are refused.
 */
export const sellCarValuesSchema = z.strictObject({
  customerName: requiredText(LEAD_TEXT_MAX.name),
  customerPhone: phoneRule,
  customerEmail: emailRule,
  regno: z.optional(requiredText(LEAD_TEXT_MAX.regno)),
  milage: z.optional(mileageRule),
  other: z.optional(z.string().check(z.trim()).check(z.maxLength(LEAD_TEXT_MAX.message))),
  option: z.optional(z.enum(SELL_CAR_OPTIONS)),
});
export type SellCarLeadValues = z.infer<typeof sellCarValuesSchema>;
