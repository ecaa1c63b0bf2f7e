import { useCallback, useEffect, useRef, useState } from 'react';
import type { DealerPickerResult, ShowroomApi, SiteCodeValue } from '@showroom/contracts';
import { searchWorkshopSites } from '@showroom/contracts/workshop-sites';

export type WorkshopSitesState = DealerPickerResult | { state: 'loading' };

/**
 * The picker's sites: the ones it was rendered with, else loaded in the browser (a picker mounted by a
 * form without server data); `retry` loads them again after an error. An answer for an unmounted
 * picker is dropped.
 */
export function useWorkshopSites(site: SiteCodeValue, initial: DealerPickerResult | undefined, api: () => ShowroomApi): { result: WorkshopSitesState; retry: () => void } {
  const [result, setResult] = useState<WorkshopSitesState>(initial ?? { state: 'loading' });
  const live = useRef(true);
  const apiRef = useRef(api);
  apiRef.current = api;

  const load = useCallback(() => {
    setResult({ state: 'loading' });
    searchWorkshopSites(apiRef.current(), site).then(
      (sites) => live.current && setResult({ state: 'loaded', sites }),
      (error: unknown) => {
        console.error(`[dealer picker] ${site}: the workshop sites search failed: ${error instanceof Error ? error.message : String(error)}`);
        if (live.current) setResult({ state: 'error' });
      },
    );
  }, [site]);

  const loadAtStart = initial === undefined;
  useEffect(() => {
    live.current = true;
    if (loadAtStart) load();
    return () => {
      live.current = false;
    };
  }, [load, loadAtStart]);

  return { result, retry: load };
}
