import { z } from 'zod';
import { remoteBasePropsSchema } from './base';

// The form blocks mfe-forms renders inside content pages and partner pages (spec 2 §4 and §7 "Form builder",
// spec 3 §5.5). Their fields come from content; like the other block fields, a field of the wrong type or size
// counts as absent, so an editor's typo costs the field (a form id: "Missing FormId"), never the page.

/** A form-builder (jotform) form id, as the BFF's /api/jotform takes it. */
export const FORM_BUILDER_ID = /^[A-Za-z0-9_-]{1,40}$/;
/** A marketing-form (HubSpot-style) form id: a UUID or the like. */
export const MARKETING_FORM_ID = /^[A-Za-z0-9-]{1,64}$/;
/** A marketing-form provider account (portal) id: digits. */
export const MARKETING_PORTAL_ID = /^\d{1,20}$/;
/** The provider's region; the group's account is in the EU. */
export const MARKETING_FORM_REGION = 'eu1';


/** mfe-forms/FormBuilder: a jotform form's answers, loaded in the browser; formId null shows "Missing FormId". */
export const formBuilderPropsSchema = remoteBasePropsSchema.extend({
  formId: z.string().regex(FORM_BUILDER_ID).nullable(),
  title: z.string().max(200).optional(),
});
export type FormBuilderProps = z.infer<typeof formBuilderPropsSchema>;

/** Where the provider's script is and which account's form it creates: configuration, never content text. */
export const marketingFormConfigSchema = z.object({
  scriptUrl: z
    .string()
    .max(500)
    .url()
    .refine((url) => /^https?:\/\//.test(url), 'an http(s) URL'),
  portalId: z.string().regex(MARKETING_PORTAL_ID),
  region: z.literal(MARKETING_FORM_REGION).default(MARKETING_FORM_REGION),
});
export type MarketingFormConfig = z.infer<typeof marketingFormConfigSchema>;

/** mfe-forms/MarketingForm: a form the provider's script creates into the block; formId null shows "Missing FormId". */
export const marketingFormPropsSchema = remoteBasePropsSchema.extend({
  formId: z.string().regex(MARKETING_FORM_ID).nullable(),
  title: z.string().max(200).optional(),
  config: marketingFormConfigSchema,
});
export type MarketingFormProps = z.infer<typeof marketingFormPropsSchema>;

/** The form a popup holds. */
export const popupFormSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('formBuilder'), formId: z.string().regex(FORM_BUILDER_ID).nullable() }),
  z.object({ kind: z.literal('marketingForm'), formId: z.string().regex(MARKETING_FORM_ID).nullable(), config: marketingFormConfigSchema }),
]);
export type PopupForm = z.infer<typeof popupFormSchema>;

/** mfe-forms/FormPopup: a button that opens a modal dialog holding one form block. */
export const formPopupPropsSchema = remoteBasePropsSchema.extend({
  buttonLabel: z.string().min(1).max(100),
  title: z.string().min(1).max(200),
  form: popupFormSchema,
});
export type FormPopupProps = z.infer<typeof formPopupPropsSchema>;
