import { type MarketingFormProps } from '@showroom/contracts';
import { marketingFormFieldsSchema } from '@showroom/contracts/form-block-fields';
import type { LoadContext, LoadResult } from '@showroom/mfe-runtime';
import { blockFields } from '@showroom/mfe-runtime/block-fields';
import { blockInput } from '../form-blocks/blockInput';
import { loadMarketingConfig } from './loadMarketingConfig';

/** The embed's attributes in order (catalogue: form-id, script-src, portal-id); only the form id is a block field. */
const EMBED_FIELDS = ['FormId'] as const;

/** A marketing-form block's props: its form id and heading from content, the provider from configuration. */
export async function loadMarketingForm(ctx: LoadContext): Promise<LoadResult<MarketingFormProps>> {
  const fields = blockFields(marketingFormFieldsSchema, blockInput(ctx, EMBED_FIELDS));
  return {
    kind: 'props',
    props: {
      site: ctx.siteCode,
      language: ctx.language,
      apiBase: ctx.apiBase,
      formId: fields.FormId ?? null,
      ...(fields.Title ? { title: fields.Title } : {}),
      config: loadMarketingConfig(ctx, 1, 2),
    },
  };
}
