import type { PlacePrediction } from '@showroom/contracts';
import { useEffect, useState } from 'react';
import { fetchPlacePredictions } from '../api/places';

/** Spec 3 §5.1 and §9: place search waits 300 ms after the last keystroke. */
export const PLACE_DEBOUNCE_MS = 300;

export type PredictionsState =
  | { status: 'idle' }
  | { status: 'done'; predictions: PlacePrediction[] }
  | { status: 'error' };

const IDLE: PredictionsState = { status: 'idle' };

/**
 * Suggestions for `input`, fetched 300 ms after it last changed; an older answer never replaces a
 * newer one (the previous request is aborted). `active` is false while the field shows a chosen place.
 */
export function usePlacePredictions(apiBase: string, input: string, active: boolean): PredictionsState {
  const [state, setState] = useState<PredictionsState>(IDLE);
  const query = input.trim();
  useEffect(() => {
    if (!active || query === '') {
      setState(IDLE);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchPlacePredictions(apiBase, query, controller.signal).then(
        (predictions) => setState({ status: 'done', predictions }),
        () => {
          if (!controller.signal.aborted) setState({ status: 'error' });
        },
      );
    }, PLACE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [apiBase, query, active]);
  return state;
}
