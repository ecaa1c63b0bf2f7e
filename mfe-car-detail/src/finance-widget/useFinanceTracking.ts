import { useEffect, useRef } from 'react';
import type { DataLayerEvent } from '@showroom/contracts';
import { getEventBus } from '@showroom/event-bus';
import { CALCULATOR_TRACKING_DEBOUNCE_MS } from '../calculators';

/**
 * Pushes the calculator's figures to the data layer once the visitor has made no edit for 500 ms
 * (a burst of edits is one event), with the figures as they are then; nothing before the first edit.
 * `edits` counts the visitor's edits, so a quote arriving does not restart the wait.
 */
export function useFinanceTracking(event: DataLayerEvent | null, edits: number): void {
  const latest = useRef(event);
  latest.current = event;
  useEffect(() => {
    if (edits === 0) return;
    const timer = setTimeout(() => {
      if (latest.current) getEventBus().emit('dataLayer', latest.current);
    }, CALCULATOR_TRACKING_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [edits]);
}
