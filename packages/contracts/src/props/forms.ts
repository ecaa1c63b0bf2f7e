import { z } from 'zod';
import { FORM_FIELD_NAME } from '../dealerBlocks';
import { remoteBasePropsSchema } from './base';

/** Which sell-car form: the full one (regno, milage, customer, option, other) or the short one (spec 3 §2.5). */
export const SELL_CAR_VARIANTS = ['full', 'short'] as const;
export type SellCarVariant = (typeof SELL_CAR_VARIANTS)[number];

export const sellCarFormPropsSchema = remoteBasePropsSchema.extend({
  variant: z.enum(SELL_CAR_VARIANTS).default('short'),
  /** 1 on its own page or a partner's; 2 as a block under the content page's own h1. */
  headingLevel: z.union([z.literal(1), z.literal(2)]).default(1),
});
export type SellCarFormProps = z.infer<typeof sellCarFormPropsSchema>;

/** A workshop the form can send a booking to: a site's official name and its workshop e-mail (spec 3 §3.5). */
export const workshopDealerSchema = z.object({
  site_id: z.string().min(1).max(50),
  name: z.string().min(1).max(300),
  workshopEmail: z.string().max(254).nullable(),
});
export type WorkshopDealer = z.infer<typeof workshopDealerSchema>;

/**
 * mfe-forms/WorkshopBookingForm (spec 3 §2.6): dealergroup-no's workshop booking form. With `pickerField`, the
 * dealer comes from the page's dealer picker (mfe-dealers) on the bus's dealerPicked topic; without one (a partner
 * page, a page without the picker) the form offers `dealers` in a select of its own.
 */
export const workshopBookingFormPropsSchema = remoteBasePropsSchema.extend({
  /** The picker's form-field name (dealerPicked.field) this form takes its dealer from; null: its own select. */
  pickerField: z.string().regex(FORM_FIELD_NAME).nullable().default(null),
  /** The workshop sites of its own select; empty with a picker. */
  dealers: z.array(workshopDealerSchema).max(100).default([]),
  /** The own select's sites could not be loaded. */
  dealersFailed: z.boolean().default(false),
  title: z.string().max(200).optional(),
});
export type WorkshopBookingFormProps = z.infer<typeof workshopBookingFormPropsSchema>;
