import { askBff } from '@showroom/api-client';
import { mechmateRoutes } from '@showroom/contracts/bff-routes';
import type { ServiceCategory } from '@showroom/contracts/mechmate';

/** Which list: the services of step 2 or the add-ons of step 3 (spec 3 §7.1). */
export type OfferingsKind = 'services' | 'addons';

/** Where the offerings are asked for: the car and the place it was looked up for. */
export interface OfferingsQuery {
  registrationNumber: string;
  lat: number;
  lng: number;
}

/** The categories, or why there are none: every failure (status, network, contract) becomes `failed`. */
export type OfferingsOutcome = { kind: 'loaded'; categories: ServiceCategory[] } | { kind: 'failed'; reason: string };

/**
 * GET /api/mechmate/services/{reg}?lat&lng or /api/mechmate/addons/{reg}?lat&lng. The answer is parsed by the
 * route's schema inside askBff; `reason` is for the log and the analytics event, never shown.
 */
export async function fetchOfferings(apiBase: string, kind: OfferingsKind, query: OfferingsQuery, signal?: AbortSignal): Promise<OfferingsOutcome> {
  try {
    const answer = await askBff(
      mechmateRoutes[kind],
      { params: { registrationNumber: query.registrationNumber }, query: { lat: query.lat, lng: query.lng } },
      { apiBase, signal, timeout: 15_000 },
    );
    if (answer.ok) return { kind: 'loaded', categories: answer.data.serviceOfferingCategories };
    return { kind: 'failed', reason: answer.error?.errors['Error Result'][0] ?? `status ${answer.status}` };
  } catch (error) {
    return { kind: 'failed', reason: error instanceof Error ? error.message : String(error) };
  }
}

/** The categories that have something to offer: a category without offerings is not shown. */
export function nonEmptyCategories(categories: readonly ServiceCategory[]): ServiceCategory[] {
  return categories.filter((category) => category.offerings.length > 0);
}
