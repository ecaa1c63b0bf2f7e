import { useEffect } from 'react';
import { logFailure, trackError } from '../analytics/track';
import { fetchPrices } from '../api/workshops';
import type { BookingAction } from '../flow/bookingMachine';

/**
 * The chosen workshop's prices for the chosen services (spec 3 §7.1), applied to the selection when they come
 * (the reducer drops them if the workshop changed meanwhile). A failure keeps the prices from the services step.
 */
export function usePrices(apiBase: string, query: { registrationNumber: string; mileage: number | null; departmentId: string; serviceOfferings: string[] } | null, dispatch: (action: BookingAction) => void): void {
  const registrationNumber = query?.registrationNumber;
  const departmentId = query?.departmentId;
  const mileage = query?.mileage ?? null;
  const codes = query?.serviceOfferings.join(',') ?? '';
  useEffect(() => {
    if (!registrationNumber || !departmentId || codes === '') return;
    const controller = new AbortController();
    void fetchPrices(apiBase, { registrationNumber, mileage, departmentId, serviceOfferings: codes.split(',') }, controller.signal).then((outcome) => {
      if (controller.signal.aborted) return;
      if (outcome.kind === 'loaded') dispatch({ type: 'applyPrices', departmentId, offers: outcome.offers });
      else {
        logFailure('prices', outcome.reason);
        trackError('prices', outcome.reason);
      }
    });
    return () => controller.abort();
    // `dispatch` changes with every render of the page (it sets focus first); the call depends on the query only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [apiBase, registrationNumber, mileage, departmentId, codes]);
}
