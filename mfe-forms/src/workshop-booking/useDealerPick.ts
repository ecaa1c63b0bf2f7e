import { useEffect, useRef } from 'react';
import type { DealerPicked } from '@showroom/contracts';
import { getEventBus } from '@showroom/event-bus';

/** Calls `onPick` with each site the page's dealer picker named `field` announces on the bus (dealerPicked). */
export function useDealerPick(field: string | null, onPick: (picked: DealerPicked) => void): void {
  const latest = useRef(onPick);
  latest.current = onPick;
  useEffect(() => {
    if (field === null) return undefined;
    const subscription = getEventBus()
      .observe('dealerPicked')
      .subscribe((picked) => {
        if (picked.field === field) latest.current(picked);
      });
    return () => subscription.unsubscribe();
  }, [field]);
}
