import { FORM_BUILDER_ID, MARKETING_FORM_ID, type FormPopupProps, type PopupForm } from '@showroom/contracts';
import { formPopupFieldsSchema } from '@showroom/contracts/form-block-fields';
import { createTranslator } from '@showroom/i18n';
import type { LoadContext, LoadResult } from '@showroom/mfe-runtime';
import { blockFields } from '@showroom/mfe-runtime/block-fields';
import { blockInput } from '../form-blocks/blockInput';
import { loadMarketingConfig } from '../marketing-form/loadMarketingConfig';

/** The embed's attributes in order (catalogue: form, form-id, script-src, portal-id) as the fields they stand for. */
const EMBED_FIELDS = ['Form', 'FormId'] as const;

/** A form popup's props: its button and heading (the site's words when content has none) and the form it holds. */
export async function loadFormPopup(ctx: LoadContext): Promise<LoadResult<FormPopupProps>> {
  const t = createTranslator(ctx.language);
  const fields = blockFields(formPopupFieldsSchema, blockInput(ctx, EMBED_FIELDS));
  const id = fields.FormId;
  // Without a choice the popup holds a marketing form, the kind a campaign page opens in a popup.
  const form: PopupForm =
    fields.Form === 'FormBuilder'
      ? { kind: 'formBuilder', formId: id && FORM_BUILDER_ID.test(id) ? id : null }
      : { kind: 'marketingForm', formId: id && MARKETING_FORM_ID.test(id) ? id : null, config: loadMarketingConfig(ctx, 2, 3) };
  return {
    kind: 'props',
    props: {
      site: ctx.siteCode,
      language: ctx.language,
      apiBase: ctx.apiBase,
      buttonLabel: fields.ButtonLabel ?? t('formBlocks.popup.open'),
      title: fields.Title ?? t('formBlocks.popup.title'),
      form,
    },
  };
}
