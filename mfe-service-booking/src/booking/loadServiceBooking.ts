import type { ServiceBookingProps } from '@showroom/contracts';
import type { LoadContext, LoadResult } from '@showroom/mfe-runtime';
import { createTranslator } from '@showroom/i18n';
import { pagePath } from '@showroom/sites';
import { registrationFromQuery } from './registration';

/** No upstream call: the first step needs only where it is mounted and an optional `?regNo=` prefill. */
export async function loadServiceBooking(ctx: LoadContext): Promise<LoadResult<ServiceBookingProps>> {
  // The page exists only on sites that have it (dealergroup-se).
  if (pagePath(ctx.site, 'serviceBooking', ctx.language) === null) return { kind: 'notFound' };
  const registrationNumber = registrationFromQuery(ctx.query.regNo);
  return {
    kind: 'props',
    title: createTranslator(ctx.language)('serviceBooking.heading'),
    props: { site: ctx.siteCode, language: ctx.language, apiBase: ctx.apiBase, ...(registrationNumber ? { registrationNumber } : {}) },
  };
}
