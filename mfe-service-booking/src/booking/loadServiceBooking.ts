import { serviceBookingPropsSchema, type ServiceBookingProps, z } from '@showroom/contracts';
import type { LoadContext, LoadResult } from '@showroom/mfe-runtime';
import { createTranslator } from '@showroom/i18n';
import { pagePath } from '@showroom/sites';
import { positionFromQuery } from './positionFromQuery';
import { registrationFromQuery } from './registration';

/** The page's ServiceBooking block in the content configuration, as far as this page reads it. */
const pageFieldsSchema = z.object({ SupportEmail: serviceBookingPropsSchema.shape.supportEmail.def.innerType });

/** The support address the content configuration gives, or none when it gives no valid one. */
function supportEmailOf(fields: LoadContext['fields']): string | undefined {
  const parsed = pageFieldsSchema.safeParse(fields);
  return parsed.success ? parsed.data.SupportEmail : undefined;
}

/**
 * No upstream call: the first step needs where it is mounted, an optional `?regNo=` prefill, the dealer
 * page's `?lat=&lng=` and the page's content fields.
 */
export async function loadServiceBooking(ctx: LoadContext): Promise<LoadResult<ServiceBookingProps>> {
  // The page exists only on sites that have it (dealergroup-se).
  if (pagePath(ctx.site, 'serviceBooking', ctx.language) === null) return { kind: 'notFound' };
  const registrationNumber = registrationFromQuery(ctx.query.regNo);
  const position = positionFromQuery(ctx.query.lat, ctx.query.lng);
  const supportEmail = supportEmailOf(ctx.fields);
  // Imported here, not at the top: the browser build carries loadData too, and the page's first load is at its ceiling.
  const { pageMapConfig } = await import(/* webpackChunkName: "map-config" */ '@showroom/mfe-runtime/map-config');
  return {
    kind: 'props',
    title: createTranslator(ctx.language)('serviceBooking.heading'),
    props: {
      site: ctx.siteCode,
      language: ctx.language,
      apiBase: ctx.apiBase,
      ...(registrationNumber ? { registrationNumber } : {}),
      ...(position ? { position } : {}),
      ...(supportEmail ? { supportEmail } : {}),
      // The workshop step's map, set on the server as the dealer site map's is (MAP_GOOGLE_KEY, MAP_TILE_URL or the sandbox tiles).
      map: pageMapConfig(ctx.language, 'mfe-service-booking map'),
    },
  };
}
