import { useEffect, useState } from 'react';
import { hasAuthorizedWorkshop } from '../api/authorizedWorkshop';

/** Whether the brand has authorised workshops: null until known, and when no brand or no answer. */
export function useAuthorizedWorkshop(apiBase: string, brand: string | undefined): boolean | null {
  const [known, setKnown] = useState<{ brand: string; hasBrand: boolean } | null>(null);
  useEffect(() => {
    if (!brand) return;
    const controller = new AbortController();
    void hasAuthorizedWorkshop(apiBase, brand, controller.signal).then((hasBrand) => {
      if (!controller.signal.aborted) setKnown(hasBrand === null ? null : { brand, hasBrand });
    });
    return () => controller.abort();
  }, [apiBase, brand]);
  // An answer for the car before is not shown for the next one.
  return known && known.brand === brand ? known.hasBrand : null;
}
