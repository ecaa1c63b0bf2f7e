import { tireHotelPropsSchema, type TireHotelProps, z } from '@showroom/contracts';
import type { LoadContext, LoadResult } from '@showroom/mfe-runtime';
import { createTranslator } from '@showroom/i18n';
import { pagePath } from '@showroom/sites';
import { regNoFromQuery } from './regNo';

/** The page's TireHotel block in the content configuration, as far as this page reads it. */
const pageFieldsSchema = z.object({ ContactEmail: tireHotelPropsSchema.shape.contactEmail.def.innerType });

/** The contact address the content configuration gives, or none when it gives no valid one. */
function contactEmailOf(fields: LoadContext['fields']): string | undefined {
  const parsed = pageFieldsSchema.safeParse(fields);
  return parsed.success ? parsed.data.ContactEmail : undefined;
}

/** No upstream call: the Search step needs where it is mounted, the `?regNo=` prefill and the page's content fields. */
export async function loadTireHotel(ctx: LoadContext): Promise<LoadResult<TireHotelProps>> {
  if (pagePath(ctx.site, 'tireHotel', ctx.language) === null) return { kind: 'notFound' };
  const regNo = regNoFromQuery(ctx.query.regNo);
  const contactEmail = contactEmailOf(ctx.fields);
  return {
    kind: 'props',
    title: createTranslator(ctx.language)('tireHotel.heading'),
    props: { site: ctx.siteCode, language: ctx.language, apiBase: ctx.apiBase, ...(regNo ? { regNo } : {}), ...(contactEmail ? { contactEmail } : {}) },
  };
}
