import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { focusablesIn, wrapFocus } from './focus';

/**
 * Modal dialog behaviour: focus moves in on open (to `initial`), Tab stays inside, Escape closes,
 * the page behind does not scroll, and focus returns to what opened it when it closes.
 * Returns the dialog's keydown handler. `open` is for a dialog that stays in the page while closed
 * (a drawer that is a sidebar on wide screens); one that mounts to open leaves it true.
 */
export function useDialogFocus(
  dialog: RefObject<HTMLElement | null>,
  initial: RefObject<HTMLElement | null>,
  onClose: () => void,
  open = true,
): (event: KeyboardEvent) => void {
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (initial.current ?? dialog.current)?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      // The opener may be gone (the compare bar hides with its last car), or inert until the dialog's cleanup ran.
      if (opener?.isConnected) opener.focus();
    };
  }, [dialog, initial, open]);

  return (event) => {
    if (!open) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const target = wrapFocus(focusablesIn(dialog.current), active, event.shiftKey);
    if (target) {
      event.preventDefault();
      target.focus();
    }
  };
}
