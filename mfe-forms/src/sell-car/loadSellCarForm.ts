import type { SellCarFormProps } from '@showroom/contracts';
import type { LoadContext, LoadResult } from '@showroom/mfe-runtime';
import { createTranslator } from '@showroom/i18n';
import { pagePath } from '@showroom/sites';

/** The short sell-car form needs no upstream; it exists on every site with a sell-car page. */
export async function loadSellCarForm(ctx: LoadContext): Promise<LoadResult<SellCarFormProps>> {
  if (pagePath(ctx.site, 'sellCar', ctx.language) === null) return { kind: 'notFound' };
  return {
    kind: 'props',
    title: createTranslator(ctx.language)('sellCar.heading'),
    props: { site: ctx.siteCode, language: ctx.language, apiBase: ctx.apiBase, variant: 'short' },
  };
}
