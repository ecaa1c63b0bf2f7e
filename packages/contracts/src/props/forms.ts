import * as z from '@showroom/contracts/z';
import { FORM_FIELD_NAME } from '../dealerBlocks';
import { remoteBasePropsSchema } from './base';

/** Which sell-car form: the full one (regno, milage, customer, option, other) or the short one (spec 3 §2.5). */
export const SELL_CAR_VARIANTS = ['full', 'short'] as const;
export type SellCarVariant = (typeof SELL_CAR_VARIANTS)[number];

export const sellCarFormPropsSchema = z.extend(remoteBasePropsSchema, {
  variant: z._default(z.enum(SELL_CAR_VARIANTS), 'short'),
  /** 1 on its own page or a partner's; 2 as a block under the content page's own h1. */
  headingLevel: z._default(z.union([z.literal(1), z.literal(2)]), 1),
});
export type SellCarFormProps = z.infer<typeof sellCarFormPropsSchema>;

/** A workshop the form can send a booking to: a site's official name and its workshop e-mail (spec 3 §3.5). */
export const workshopDealerSchema = z.object({
  site_id: z.string().check(z.minLength(1)).check(z.maxLength(50)),
  name: z.string().check(z.minLength(1)).check(z.maxLength(300)),
  workshopEmail: z.nullable(z.string().check(z.maxLength(254))),
});
export type WorkshopDealer = z.infer<typeof workshopDealerSchema>;

/**
 * mfe-forms/WorkshopBookingForm (spec 3 §2.6): dealergroup-no's workshop booking form. With `pickerField`, the
 * dealer comes from the page's dealer picker (mfe-dealers) on the bus's dealerPicked topic; without one (a partner
 * page, a page without the picker) the form offers `dealers` in a select of its own.
 */
export const workshopBookingFormPropsSchema = z.extend(remoteBasePropsSchema, {
  /** The picker's form-field name (dealerPicked.field) this form takes its dealer from; null: its own select. */
  pickerField: z._default(z.nullable(z.string().check(z.regex(FORM_FIELD_NAME))), null),
  /** The workshop sites of its own select; empty with a picker. */
  dealers: z._default(z.array(workshopDealerSchema).check(z.maxLength(100)), []),
  /** The own select's sites could not be loaded. */
  dealersFailed: z._default(z.boolean(), false),
  title: z.optional(z.string().check(z.maxLength(200))),
});
export type WorkshopBookingFormProps = z.infer<typeof workshopBookingFormPropsSchema>;
