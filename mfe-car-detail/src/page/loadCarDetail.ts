import type { Car, CarDetailProps } from '@showroom/contracts';
import type { LoadContext, LoadResult, PageMetaHints } from '@showroom/mfe-runtime';
import { carTitle } from '@showroom/cars';
import { createTranslator } from '@showroom/i18n';
import { pagePath } from '@showroom/sites';
import { keyphraseFromSlug } from '../routing/keyphraseFromSlug';
import { carStructuredData } from './carStructuredData';
import { carRedirect, parseCarPath } from '../routing/parseCarPath';
import { fetchByKeyphrase, fetchCar, fetchModelStock, fetchOtherPackages, fetchSellerSites, fetchSellingSite, fetchSimilar } from './carQueries';

/**
 * The car detail page's data (spec 2 "Car detail page"): a 404 page without a numeric id; the car
 * with its site, similar cars and, for a sample car, the brand's sites, the model's stock and its
 * other packages; a redirect to the canonical '{base}/{id}/{slug}'; the missing-car view (404)
 * with similar cars; or 503 when the car cannot be fetched, which is not the same as a missing car.
 */
export async function loadCarDetail(ctx: LoadContext): Promise<LoadResult<CarDetailProps>> {
  const path = parseCarPath(ctx.params);
  if (path.kind === 'invalid') return { kind: 'notFound' };
  const carListPath = pagePath(ctx.site, 'carList', ctx.language) ?? '/';
  const carDetailBase = pagePath(ctx.site, 'carDetail', ctx.language) ?? carListPath;
  const base = { site: ctx.siteCode, language: ctx.language, apiBase: ctx.apiBase, carListPath, carDetailBase };

  let car;
  try {
    car = await fetchCar(ctx.api, ctx.siteCode, path.id);
  } catch (error) {
    return { kind: 'unavailable', reason: `car ${path.id} could not be fetched: ${error instanceof Error ? error.message : String(error)}` };
  }

  if (!car) {
    const keyphrase = keyphraseFromSlug(path.kind === 'idAndSlug' ? path.slug : undefined);
    const similar = await fetchByKeyphrase(ctx.api, ctx.siteCode, keyphrase);
    const title = createTranslator(ctx.language)('carDetail.notFoundTitle');
    return { kind: 'props', status: 404, title, props: { ...base, view: { kind: 'notFound', keyphrase, similar } } };
  }

  const redirect = carRedirect(ctx.params, path, carDetailBase, car);
  if (redirect) return { kind: 'redirect', ...redirect };

  const sampleWork = car.car_is_sample
    ? Promise.all([fetchSellerSites(ctx.api, ctx.siteCode, car.car_brand), fetchModelStock(ctx.api, ctx.siteCode, car), fetchOtherPackages(ctx.api, ctx.siteCode, car)])
    : Promise.resolve(null);
  const [site, similar, sample] = await Promise.all([fetchSellingSite(ctx.api, ctx.siteCode, car.car_site_id), fetchSimilar(ctx.api, ctx.siteCode, car), sampleWork]);
  // The Vehicle JSON-LD goes into the head, written by the host: its code stays on the server.
  const origin = ctx.site.hosts[0] ? `https://${ctx.site.hosts[0]}` : '';
  const url = `${origin}${carDetailBase}/${car.car_id}/${encodeURIComponent(car.slug)}`;
  const structuredData = carStructuredData(car, { site: ctx.siteCode, url, origin, sellerName: site?.name });
  return {
    kind: 'props',
    title: carTitle(car),
    meta: { ...carMeta(car), structuredData },
    props: {
      ...base,
      view: {
        kind: 'car',
        car,
        site,
        similar,
        ...(sample ? { sample: { sellerSites: sample[0], stock: sample[1], otherPackages: sample[2] } } : {}),
      },
    },
  };
}

/** The longest description a search result shows whole. */
const DESCRIPTION_LENGTH = 160;

/** The car's own description (cut at a word near 160 characters) and first picture, for the page's head. */
export function carMeta(car: Pick<Car, 'car_description' | 'car_images' | 'car_primary_image'> & Parameters<typeof carTitle>[0]): PageMetaHints {
  const text = (car.car_description ?? '').replace(/\s+/g, ' ').trim() || carTitle(car);
  const description = text.length <= DESCRIPTION_LENGTH ? text : `${text.slice(0, DESCRIPTION_LENGTH - 1).replace(/\s+\S*$/, '')}…`;
  const image = car.car_images?.[0]?.original ?? car.car_primary_image?.thumbnail_url;
  return { description, ...(image ? { image } : {}) };
}
