import type { ServiceCategory } from '@showroom/contracts/mechmate';
import { useEffect, useState } from 'react';
import { logFailure, trackError } from '../analytics/track';
import { fetchOfferings, nonEmptyCategories, type OfferingsKind } from '../api/offerings';
import type { BookingStore } from '../flow/flowState';

export type OfferingsLoad = { status: 'loading' } | { status: 'loaded'; categories: ServiceCategory[] } | { status: 'failed' };

/**
 * The services or add-ons for the looked-up car and place, fetched when the step opens and on `retry`.
 * A failure is logged and tracked here, once per fetch; the step decides what the visitor sees.
 */
export function useOfferings(apiBase: string, kind: OfferingsKind, state: Pick<BookingStore, 'car' | 'lat' | 'lng'>): { load: OfferingsLoad; retry: () => void } {
  const [load, setLoad] = useState<OfferingsLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const registrationNumber = state.car?.registrationNumber ?? null;
  const { lat, lng } = state;

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    const fail = (reason: string) => {
      logFailure(kind, reason);
      trackError(kind, reason);
      setLoad({ status: 'failed' });
    };
    if (registrationNumber === null || lat === null || lng === null) {
      fail('no car or place to ask for');
      return;
    }
    void fetchOfferings(apiBase, kind, { registrationNumber, lat, lng }, controller.signal).then((outcome) => {
      // A fetch given up because the step closed (or React re-ran the effect) is nobody's failure.
      if (controller.signal.aborted) return;
      if (outcome.kind === 'failed') fail(outcome.reason);
      else setLoad({ status: 'loaded', categories: nonEmptyCategories(outcome.categories) });
    });
    return () => controller.abort();
  }, [apiBase, kind, registrationNumber, lat, lng, attempt]);

  return { load, retry: () => setAttempt((n) => n + 1) };
}
