import type { TireHotelProps } from '@showroom/contracts';
import type { LoadContext, LoadResult } from '@showroom/mfe-runtime';
import { createTranslator } from '@showroom/i18n';
import { pagePath } from '@showroom/sites';
import { regNoFromQuery } from './regNo';

/** No upstream call: the Search step needs only where it is mounted and the `?regNo=` prefill. */
export async function loadTireHotel(ctx: LoadContext): Promise<LoadResult<TireHotelProps>> {
  if (pagePath(ctx.site, 'tireHotel', ctx.language) === null) return { kind: 'notFound' };
  const regNo = regNoFromQuery(ctx.query.regNo);
  return {
    kind: 'props',
    title: createTranslator(ctx.language)('tireHotel.heading'),
    props: { site: ctx.siteCode, language: ctx.language, apiBase: ctx.apiBase, ...(regNo ? { regNo } : {}) },
  };
}
