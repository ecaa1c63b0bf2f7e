import * as z from '@showroom/contracts/z';
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
export const formBuilderPropsSchema = z.extend(remoteBasePropsSchema, {
  formId: z.nullable(z.string().check(z.regex(FORM_BUILDER_ID))),
  title: z.optional(z.string().check(z.maxLength(200))),
});
export type FormBuilderProps = z.infer<typeof formBuilderPropsSchema>;

/** Where the provider's script is and which account's form it creates: configuration, never content text. */
export const marketingFormConfigSchema = z.object({
  scriptUrl: z.string().check(z.maxLength(500)).check(z.url()).check(z.refine((url) => /^https?:\/\//.test(url), 'an http(s) URL')),
  portalId: z.string().check(z.regex(MARKETING_PORTAL_ID)),
  region: z._default(z.literal(MARKETING_FORM_REGION), MARKETING_FORM_REGION),
});
export type MarketingFormConfig = z.infer<typeof marketingFormConfigSchema>;

/** mfe-forms/MarketingForm: a form the provider's script creates into the block; formId null shows "Missing FormId". */
export const marketingFormPropsSchema = z.extend(remoteBasePropsSchema, {
  formId: z.nullable(z.string().check(z.regex(MARKETING_FORM_ID))),
  title: z.optional(z.string().check(z.maxLength(200))),
  config: marketingFormConfigSchema,
});
export type MarketingFormProps = z.infer<typeof marketingFormPropsSchema>;

/** The form a popup holds. */
export const popupFormSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('formBuilder'), formId: z.nullable(z.string().check(z.regex(FORM_BUILDER_ID))) }),
  z.object({ kind: z.literal('marketingForm'), formId: z.nullable(z.string().check(z.regex(MARKETING_FORM_ID))), config: marketingFormConfigSchema }),
]);
export type PopupForm = z.infer<typeof popupFormSchema>;

/** mfe-forms/FormPopup: a button that opens a modal dialog holding one form block. */
export const formPopupPropsSchema = z.extend(remoteBasePropsSchema, {
  buttonLabel: z.string().check(z.minLength(1)).check(z.maxLength(100)),
  title: z.string().check(z.minLength(1)).check(z.maxLength(200)),
  form: popupFormSchema,
});
export type FormPopupProps = z.infer<typeof formPopupPropsSchema>;
