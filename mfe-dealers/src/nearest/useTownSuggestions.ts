import { useEffect, useState } from 'react';
import type { PlacePrediction } from '@showroom/contracts';
import { loadDealersBff } from '../bff/loadDealersBff';

/** Town suggestions wait 300 ms after the last keystroke, as the booking's place search does (spec 3 §9). */
export const TOWN_DEBOUNCE_MS = 300;

export type SuggestionsState = { status: 'idle' } | { status: 'done'; predictions: PlacePrediction[] } | { status: 'error' };

const IDLE: SuggestionsState = { status: 'idle' };

/**
 * Towns for what was typed, from the places upstream through the BFF (which scopes the search to the
 * site's country), 300 ms after the text last changed; the previous request is aborted, so an older
 * answer never replaces a newer one. `active` is false while the field shows a chosen town.
 */
export function useTownSuggestions(apiBase: string, input: string, active: boolean): SuggestionsState {
  const [state, setState] = useState<SuggestionsState>(IDLE);
  const query = input.trim();
  useEffect(() => {
    if (!active || query === '') {
      setState(IDLE);
      return undefined;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      loadDealersBff()
        .then(({ callCheckedBff, placesCheckedRoutes }) => callCheckedBff(placesCheckedRoutes.autocomplete, { query: { input: query.slice(0, 100) } }, { apiBase, signal: controller.signal }))
        .then(
        (answer) => setState({ status: 'done', predictions: answer.predictions }),
        () => {
          if (!controller.signal.aborted) setState({ status: 'error' });
        },
      );
    }, TOWN_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [apiBase, query, active]);
  return state;
}
