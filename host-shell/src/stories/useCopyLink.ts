import { useCallback, useEffect, useRef, useState } from 'react';
import { COPY_CONFIRM_MS } from './copyConfirmation';

export type CopyState = 'idle' | 'copied' | 'failed';

/** Copies a text to the clipboard; the state says 'copied' (or 'failed') for COPY_CONFIRM_MS, then 'idle'. */
export function useCopyLink(): { state: CopyState; copy: (text: string) => Promise<void> } {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    let next: CopyState = 'copied';
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      // No clipboard (insecure origin, denied permission): say so rather than pretend.
      next = 'failed';
    }
    clearTimeout(timer.current);
    setState(next);
    timer.current = setTimeout(() => setState('idle'), COPY_CONFIRM_MS);
  }, []);

  return { state, copy };
}
