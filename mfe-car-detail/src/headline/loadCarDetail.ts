import { carHeadlineSchema, type CarDetailProps, type CarHeadline } from '@showroom/contracts';
import type { LoadContext, LoadResult } from '@showroom/mfe-runtime';
import { carTitle } from '@showroom/cars';
import { pagePath } from '@showroom/sites';
import { carRedirect, parseCarPath } from '../routing/parseCarPath';

/** The car record fields the headline shows; kept small because the props are serialised for hydration. */
export const CAR_HEADLINE_FIELDS = Object.keys(carHeadlineSchema.shape) as (keyof CarHeadline)[];

/** Looks a car up by id; null when the index has no such car. Upstream failures propagate. */
async function findCar(ctx: LoadContext, id: string): Promise<CarHeadline | null> {
  const result = await ctx.api.search(
    { index: 'cars', site: ctx.siteCode, filters: { car_id: [id] }, limit: 1, fields: CAR_HEADLINE_FIELDS },
    carHeadlineSchema,
  );
  const car = result.content[0];
  return car && car.car_id === id ? car : null;
}

/**
 * The car detail page's data: not found without a numeric id or for an unknown car, a redirect to
 * the canonical `{base}/{id}/{slug}`, or the car. A failing search is NOT a missing car (that
 * would answer 404 for a car that exists): it throws, so the host mounts the slot in the browser,
 * whose retry ends in the spec's placeholder if the search still fails (spec 2 §8: logged, error).
 */
export async function loadCarDetail(ctx: LoadContext): Promise<LoadResult<CarDetailProps>> {
  const path = parseCarPath(ctx.params);
  if (path.kind === 'invalid') return { kind: 'notFound' };
  const carListPath = pagePath(ctx.site, 'carList', ctx.language) ?? '/';
  const base = pagePath(ctx.site, 'carDetail', ctx.language) ?? carListPath;

  let car: CarHeadline | null;
  try {
    car = await findCar(ctx, path.id);
  } catch (error) {
    throw new Error(`car ${path.id} could not be fetched: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  if (!car) return { kind: 'notFound' };

  const redirect = carRedirect(ctx.params, path, base, car);
  if (redirect) return { kind: 'redirect', ...redirect };
  return {
    kind: 'props',
    title: carTitle(car),
    props: { site: ctx.siteCode, language: ctx.language, apiBase: ctx.apiBase, carListPath, car },
  };
}
