import { useEffect, useRef } from 'react';
import type { DataLayerEvent } from '@showroom/contracts';
import { getEventBus } from '@showroom/event-bus';
import { CALCULATOR_TRACKING_DEBOUNCE_MS } from '../calculators';

/**
 * Pushes a calculator's figures to the data layer once the visitor has stopped moving it for
 * 500 ms (spec 2: calculator changes push data-layer events, debounced), never for the first render.
 */
export function useCalculatorTracking(event: DataLayerEvent, key: string): void {
  const first = useRef(true);
  const latest = useRef(event);
  latest.current = event;
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = setTimeout(() => getEventBus().emit('dataLayer', latest.current), CALCULATOR_TRACKING_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key]);
}
