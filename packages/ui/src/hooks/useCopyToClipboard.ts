import { useCallback, useEffect, useRef, useState } from 'react';

export type CopyState = 'idle' | 'copied' | 'failed';

/** How long the outcome of a copy shows (spec 1 §9: the copy tooltip stays 1000 ms). */
export const COPY_FEEDBACK_MS = 1000;

/**
 * Copies a text with the Clipboard API. `state` says 'copied' (or 'failed') for `feedbackMs`, then
 * 'idle'; a copy during that time starts the period again.
 */
export function useCopyToClipboard(feedbackMs: number = COPY_FEEDBACK_MS): { state: CopyState; copy: (text: string) => Promise<void> } {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(
    async (text: string) => {
      let next: CopyState = 'copied';
      try {
        await navigator.clipboard.writeText(text);
      } catch {
        // No clipboard (insecure origin, old browser) or permission refused: say so rather than pretend.
        next = 'failed';
      }
      clearTimeout(timer.current);
      setState(next);
      timer.current = setTimeout(() => setState('idle'), feedbackMs);
    },
    [feedbackMs],
  );

  return { state, copy };
}
