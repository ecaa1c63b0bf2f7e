import { carCardSchema, carTeasersFieldsSchema, type CarTeasersProps } from '@showroom/contracts';
import type { LoadContext, LoadResult } from '@showroom/mfe-runtime';
import { blockFields } from '@showroom/mfe-runtime/block-fields';
import { pagePath } from '@showroom/sites';
import { inIdOrder, teaserIds, teaserRequest } from './teaserQuery';

/**
 * A car teaser block's cars: by fixed ids in the editor's order, or by its predefined query.
 * A failed search is an empty block (spec 2: search failures in these blocks render nothing).
 */
export async function loadCarTeasers(ctx: LoadContext): Promise<LoadResult<CarTeasersProps>> {
  const fields = blockFields(carTeasersFieldsSchema, ctx.fields);
  const link = fields.Link?.href && fields.Link.text ? { href: fields.Link.href.slice(0, 2000), text: fields.Link.text.slice(0, 200) } : undefined;
  const base = {
    site: ctx.siteCode,
    language: ctx.language,
    apiBase: ctx.apiBase,
    carDetailBase: pagePath(ctx.site, 'carDetail', ctx.language) ?? '/',
    ...(fields.Title ? { title: fields.Title } : {}),
    ...(link ? { link } : {}),
  };
  try {
    const answer = await ctx.api.search(teaserRequest(ctx.siteCode, fields), carCardSchema);
    const ids = teaserIds(fields);
    return { kind: 'props', props: { ...base, cars: ids.length ? inIdOrder(answer.content, ids) : answer.content } };
  } catch {
    return { kind: 'props', props: { ...base, cars: [] } };
  }
}
