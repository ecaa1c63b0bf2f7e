import { useEffect, useRef, useState } from 'react';
import type { SiteCodeValue } from '@showroom/contracts';
import { fetchCompareCars, type CompareCar, type HitSearcher } from './compareDetails';

export type CompareDetails =
  | { status: 'pending' }
  | { status: 'error' }
  /** `asked` holds the ids the answer covers, so a car the search did not return is not asked for again. */
  | { status: 'loaded'; cars: ReadonlyMap<string, CompareCar>; asked: readonly string[] };

/**
 * The compared cars' details, fetched in one search when the modal opens and again only when a car
 * is added; a removal just narrows what is shown. `retry` repeats a failed search.
 */
export function useCompareDetails(searchHits: HitSearcher, site: SiteCodeValue, ids: readonly string[]): { details: CompareDetails; retry: () => void } {
  const [details, setDetails] = useState<CompareDetails>({ status: 'pending' });
  const [attempt, setAttempt] = useState(0);
  // The caller may hand a new searcher on every render; only the ids should trigger a search.
  const searcherRef = useRef(searchHits);
  searcherRef.current = searchHits;

  const covered = details.status === 'loaded' && ids.every((id) => details.asked.includes(id));
  const wanted = covered ? '' : ids.join(',');

  useEffect(() => {
    if (wanted === '') return;
    let live = true;
    const asked = wanted.split(',');
    setDetails((current) => (current.status === 'pending' ? current : { status: 'pending' }));
    fetchCompareCars(searcherRef.current, site, asked).then(
      (cars) => live && setDetails({ status: 'loaded', cars, asked }),
      () => live && setDetails({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [wanted, site, attempt]);

  return { details, retry: () => setAttempt((n) => n + 1) };
}
