import { type FormBuilderProps } from '@showroom/contracts';
import { formBuilderFieldsSchema } from '@showroom/contracts/form-block-fields';
import type { LoadContext, LoadResult } from '@showroom/mfe-runtime';
import { blockFields } from '@showroom/mfe-runtime/block-fields';
import { blockInput } from '../form-blocks/blockInput';

/** The embed's attributes (form-id), as the field they stand for. */
export const FORM_BUILDER_EMBED_FIELDS = ['FormId'] as const;

/**
 * A form-builder block's props: its form id and heading. The answers are not loaded here but in the browser
 * (useFormAnswers): the BFF decides which forms and questions a site may show by the visitor's host name.
 */
export async function loadFormBuilder(ctx: LoadContext): Promise<LoadResult<FormBuilderProps>> {
  const fields = blockFields(formBuilderFieldsSchema, blockInput(ctx, FORM_BUILDER_EMBED_FIELDS));
  return {
    kind: 'props',
    props: { site: ctx.siteCode, language: ctx.language, apiBase: ctx.apiBase, formId: fields.FormId ?? null, ...(fields.Title ? { title: fields.Title } : {}) },
  };
}
