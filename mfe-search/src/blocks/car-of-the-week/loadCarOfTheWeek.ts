import { CAR_CARD_FIELDS, carCardSchema, carOfTheWeekFieldsSchema, type CarOfTheWeekProps } from '@showroom/contracts';
import type { LoadContext, LoadResult } from '@showroom/mfe-runtime';
import { blockFields } from '@showroom/mfe-runtime/block-fields';
import { pagePath } from '@showroom/sites';

/** Cars of the week shown when the block does not say (Limit), and the most it may ask for. */
export const CAR_OF_THE_WEEK_LIMIT = 12;
export const CAR_OF_THE_WEEK_MAX = 24;

/**
 * The site's cars of the week (spec 2: the search filtered on caroftheweek true). A failed search
 * is an empty carousel, which renders nothing.
 */
export async function loadCarOfTheWeek(ctx: LoadContext): Promise<LoadResult<CarOfTheWeekProps>> {
  const fields = blockFields(carOfTheWeekFieldsSchema, ctx.fields);
  const limit = Math.min(fields.Limit || CAR_OF_THE_WEEK_LIMIT, CAR_OF_THE_WEEK_MAX);
  const base = {
    site: ctx.siteCode,
    language: ctx.language,
    apiBase: ctx.apiBase,
    carDetailBase: pagePath(ctx.site, 'carDetail', ctx.language) ?? '/',
    ...(fields.Title ? { title: fields.Title } : {}),
  };
  try {
    const answer = await ctx.api.search({ index: 'cars', site: ctx.siteCode, fields: [...CAR_CARD_FIELDS], filters: { caroftheweek: ['true'] }, limit, offset: 0 }, carCardSchema);
    return { kind: 'props', props: { ...base, cars: answer.content } };
  } catch {
    return { kind: 'props', props: { ...base, cars: [] } };
  }
}
