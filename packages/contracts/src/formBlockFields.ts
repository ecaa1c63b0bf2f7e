import { FORM_BUILDER_ID, FORM_FIELD_NAME, MARKETING_FORM_ID, SELL_CAR_VARIANTS, z } from '@showroom/contracts';

// The content fields of mfe-forms' blocks, which only its loaders (and the sandbox) read: a subpath of its own
// (@showroom/contracts/form-block-fields), since the contracts' root goes whole into every page. Like the other
// block fields, a field of the wrong type or size counts as absent, so an editor's typo costs the field, never the page.

const text = (max: number) => z.pipe(z.transform((value) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : undefined)), z.optional(z.string()));
const matching = (pattern: RegExp) => z.pipe(z.transform((value) => (typeof value === 'string' && pattern.test(value.trim()) ? value.trim() : undefined)), z.optional(z.string()));

/** A sell-car form placed as a content block: which variant (the full one when absent or unknown). */
export const sellCarFieldsSchema = z.object({ Variant: z.catch(z.optional(z.enum(SELL_CAR_VARIANTS)), undefined) });

/** A form-builder block's fields: the form's id and an optional heading. */
export const formBuilderFieldsSchema = z.object({ FormId: matching(FORM_BUILDER_ID), Title: text(200) });
/** A marketing-form block's fields: the form's id (the account is configuration), an optional heading. */
export const marketingFormFieldsSchema = z.object({ FormId: matching(MARKETING_FORM_ID), Title: text(200) });
/** A form popup's fields: the button's text, the dialog's heading, and which form it holds, by id. */
export const formPopupFieldsSchema = z.object({
  ButtonLabel: text(100),
  Title: text(200),
  Form: z.catch(z.optional(z.enum(['FormBuilder', 'MarketingForm'])), undefined),
  /** Checked again against the chosen form's id pattern. */
  FormId: matching(/^[A-Za-z0-9_-]{1,64}$/),
});

/** The workshop form placed as a content block: a heading, and the picker's field name when the page has a picker. */
export const workshopBookingFieldsSchema = z.object({
  Title: z.pipe(z.transform((value) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, 200) : undefined)), z.optional(z.string())),
  PickerField: z.pipe(z.transform((value) => (typeof value === 'string' && FORM_FIELD_NAME.test(value) ? value : undefined)), z.optional(z.string())),
});
