import { useEffect, type RefObject } from 'react';

/**
 * Moves focus to the heading of the state just entered (placed after the state's component, inside the same
 * Suspense boundary, so it mounts once a lazily loaded state is in the page). Only for the visitor's own moves:
 * a state resumed from the session on load does not take focus.
 */
export function FocusOnEnter({ container, active, onDone }: { container: RefObject<HTMLElement | null>; active: boolean; onDone(): void }) {
  useEffect(() => {
    if (!active) return;
    const heading = container.current?.querySelector<HTMLElement>('h2, h3');
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus();
    }
    onDone();
  }, [active, container, onDone]);
  return null;
}
