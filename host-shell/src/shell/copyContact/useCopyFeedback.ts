import { useCallback, useEffect, useRef, useState } from 'react';

/** How long 'Copied' shows after a copy (spec 1 §9). */
export const COPY_FEEDBACK_MS = 1000;

/**
 * Copies text with the Clipboard API and reports `copied` for COPY_FEEDBACK_MS; a copy during
 * that time starts the period again. A refused or missing clipboard leaves `copied` false.
 */
export function useCopyFeedback(): { copied: boolean; copy: (text: string) => Promise<void> } {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      // No clipboard (insecure context, old browser) or permission refused: the link still works.
      return;
    }
    clearTimeout(timer.current);
    setCopied(true);
    timer.current = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
  }, []);

  return { copied, copy };
}
