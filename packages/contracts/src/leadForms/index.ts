import type { z } from '@showroom/contracts';
import { siteCodeSchema } from '@showroom/contracts';
import { CAR_CONTACT_FORM_SUFFIX, carContactValuesSchema } from './carContact';
import { SELL_CAR_FORM_SUFFIX, sellCarValuesSchema } from './sellCar';
import { WORKSHOP_FORM_NAME, workshopBookingValuesSchema } from './workshopBooking';

// The lead forms the BFF stores, each with the schema of its values: the BFF takes a lead only for a form
// named here, with values that pass that form's schema. A subpath of its own (@showroom/contracts/lead-forms):
// the contracts' root goes whole into every page, and only the forms' own bundles need these.

export * from './carContact';
export * from './sellCar';
export * from './workshopBooking';

/** The site code before a per-site form suffix, when it is one of the seven. */
function siteFormPrefix(formName: string, suffix: string): boolean {
  return formName.endsWith(suffix) && siteCodeSchema.safeParse(formName.slice(0, -suffix.length)).success;
}

/** Whether a form's lead is about a car and goes to the car's seller (the BFF sets its recipient). */
export function isCarLeadForm(formName: string): boolean {
  return siteFormPrefix(formName, CAR_CONTACT_FORM_SUFFIX);
}

/** The schema of a lead form's values, or null for a form the BFF does not take. */
export function leadValuesSchemaFor(formName: string): z.ZodMiniType<Record<string, unknown>> | null {
  if (formName === WORKSHOP_FORM_NAME) return workshopBookingValuesSchema;
  if (siteFormPrefix(formName, SELL_CAR_FORM_SUFFIX)) return sellCarValuesSchema;
  if (isCarLeadForm(formName)) return carContactValuesSchema;
  return null;
}
