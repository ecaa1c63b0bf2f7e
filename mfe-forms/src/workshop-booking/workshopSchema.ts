import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { CONTACT_FIELD_MAX, z } from '@showroom/contracts';
import { MOTORCYCLE_DEALER, WORKSHOP_CUSTOMER_FIELDS, WORKSHOP_RULE_ERRORS, workshopDateRule, type WorkshopBookingLeadValues } from '@showroom/contracts/lead-forms';

export const VEHICLES = ['car', 'mc'] as const;
export type Vehicle = (typeof VEHICLES)[number];

/** The error key of a booking without a dealer: the form shows it with a link to the picker. */
export const DEALER_MISSING = 'dealerMissing';

const ticked = z.boolean().check(z.refine((value) => value, WORKSHOP_RULE_ERRORS.consent));

/**
 * The workshop booking form in the browser (spec 3 §5.3), for a given today (YYYY-MM-DD in the site's time
 * zone): required dealer, regno, desired date (not before today), both checkboxes, name, phone, e-mail; phone
 * an optional plus then 6-20 digits or spaces; e-mail with a top level of 2 letters or more; mileage empty or a
 * whole number of at least 0. Its output is the lead's values (typeMC from the vehicle), which the BFF checks
 * again with workshopBookingValuesSchema.
 */
export function workshopFormSchema(today: string) {
  return z.pipe(z.object({
      vehicle: z.enum(VEHICLES),
      // The dealer is not typed: the picker, the form's own select or the motorcycle dealer fills these two.
      siteName: z.string().check(z.trim()).check(z.minLength(1, DEALER_MISSING)).check(z.maxLength(300)),
      siteEmail: z.string().check(z.trim()).check(z.minLength(1, DEALER_MISSING)).check(z.maxLength(CONTACT_FIELD_MAX.email)),
      services: z.array(z.string().check(z.maxLength(100))).check(z.maxLength(20)),
      ...WORKSHOP_CUSTOMER_FIELDS,
      date: workshopDateRule(today),
      gdpr: ticked,
      newsletter: ticked,
    }), z.transform(({ vehicle, ...values }): WorkshopBookingLeadValues => {
      const typeMC = vehicle === 'mc';
      // A motorcycle booking always goes to the one motorcycle dealer (spec 3 §3.4).
      const dealer = typeMC ? { siteName: MOTORCYCLE_DEALER.name, siteEmail: MOTORCYCLE_DEALER.workshopEmail } : { siteName: values.siteName, siteEmail: values.siteEmail };
      return { ...values, ...dealer, gdpr: true, newsletter: true, typeMC };
    }));
}

export type WorkshopFormInput = z.input<ReturnType<typeof workshopFormSchema>>;

/** The empty form: a car, nothing chosen, nothing ticked. */
export const EMPTY_WORKSHOP_FORM: WorkshopFormInput = {
  vehicle: 'car',
  siteName: '',
  siteEmail: '',
  services: [],
  description: '',
  customerName: '',
  customerPhone: '',
  customerEmail: '',
  regno: '',
  milage: '',
  date: '',
  other: '',
  gdpr: false,
  newsletter: false,
};

/** react-hook-form's resolver, asking the clock for today on each validation, so a form left open past midnight moves on. */
export function workshopResolver(today: () => string): Resolver<WorkshopFormInput, unknown, WorkshopBookingLeadValues> {
  return (values, context, options) => zodResolver(workshopFormSchema(today()))(values, context, options);
}
