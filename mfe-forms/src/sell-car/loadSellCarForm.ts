import { type SellCarFormProps, type SellCarVariant } from '@showroom/contracts';
import { sellCarFieldsSchema } from '@showroom/contracts/form-block-fields';
import type { LoadContext, LoadResult } from '@showroom/mfe-runtime';
import { blockFields } from '@showroom/mfe-runtime/block-fields';
import { createTranslator } from '@showroom/i18n';
import { pagePath } from '@showroom/sites';

/**
 * Which form the sellCar page module shows. On the composed site (no route params) the full one; a partner's
 * element passes its `variant` attribute as the one param, and keeps the short form unless it says "full".
 */
export function sellCarPageVariant(params: readonly string[]): SellCarVariant {
  if (params.length === 0) return 'full';
  return params[0] === 'full' ? 'full' : 'short';
}

/** The sell-car form needs no upstream; it exists on every site with a sell-car page. */
export async function loadSellCarForm(ctx: LoadContext): Promise<LoadResult<SellCarFormProps>> {
  if (pagePath(ctx.site, 'sellCar', ctx.language) === null) return { kind: 'notFound' };
  return {
    kind: 'props',
    title: createTranslator(ctx.language)('sellCar.heading'),
    props: { site: ctx.siteCode, language: ctx.language, apiBase: ctx.apiBase, variant: sellCarPageVariant(ctx.params), headingLevel: 1 },
  };
}

/** The form as a content block, on any page of any site: its Variant field, the full form when absent. */
export async function loadSellCarFormBlock(ctx: LoadContext): Promise<LoadResult<SellCarFormProps>> {
  const fields = blockFields(sellCarFieldsSchema, ctx.fields);
  return { kind: 'props', props: { site: ctx.siteCode, language: ctx.language, apiBase: ctx.apiBase, variant: fields.Variant ?? 'full', headingLevel: 2 } };
}
