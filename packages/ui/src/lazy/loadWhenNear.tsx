import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';

/** How far below the viewport a part's code starts loading: about a phone screen ahead, so it is there when reached. */
export const NEAR_VIEWPORT_MARGIN = '800px';

// What counts as the visitor reaching for the part before it came near: its code is fetched at once.
const REACHING = ['focusin', 'pointerdown', 'keydown'] as const;

const isBrowser = typeof window !== 'undefined';
// useLayoutEffect warns on the server; there the effect never runs anyway.
const useBrowserLayoutEffect = isBrowser ? useLayoutEffect : useEffect;

interface Gate {
  opened: Promise<void>;
  open: () => void;
}

function createGate(): Gate {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/**
 * A component whose code is fetched only when its place on the page comes near the viewport, or the visitor
 * focuses or touches it first (issue 14: below-the-fold parts cost the first load nothing). On the server it
 * renders as usual; in the browser its server HTML stays as sent, visible, until the code arrives and React
 * hydrates it. A form submitted in that moment is held (not sent as a GET with its fields in the address) and
 * submitted again once hydrated; a button pressed in that moment (a disclosure, a compare toggle) is held and
 * pressed again once hydrated, so the press is not lost on HTML React does not handle yet. Rendered in the browser
 * (a partner's embed), it takes no room until its code arrives, and its place coming near fetches it the same way.
 */
export function loadWhenNear<P extends object>(load: () => Promise<ComponentType<P>>, name: string): ComponentType<P> {
  function WhenNear(props: P) {
    const place = useRef<HTMLDivElement>(null);
    const [part] = useState(() => {
      const gate = createGate();
      const Part = lazy(async () => {
        if (isBrowser) await gate.opened;
        return { default: await load() };
      });
      return { gate, Part };
    });
    const [ready, setReady] = useState(false);
    const heldSubmit = useRef<HTMLFormElement | null>(null);
    const heldPress = useRef<HTMLButtonElement | null>(null);

    // A press or a form sent before its code arrived is done again now that React handles it, so it is not lost.
    useEffect(() => {
      if (!ready) return;
      const form = heldSubmit.current;
      const button = heldPress.current;
      heldSubmit.current = null;
      heldPress.current = null;
      if (button?.isConnected) button.click();
      else if (form?.isConnected) form.requestSubmit();
    }, [ready]);

    useBrowserLayoutEffect(() => {
      const element = place.current;
      if (!element || ready) return;
      // Listened for on the document, ahead of React's root: an event on HTML React has not hydrated yet stops there.
      const within = (event: Event) => event.target instanceof Node && element.contains(event.target);
      const open = () => part.gate.open();
      const reach = (event: Event) => within(event) && open();
      const hold = (event: Event) => {
        if (!within(event)) return;
        event.preventDefault();
        if (event.target instanceof HTMLFormElement) heldSubmit.current = event.target;
        open();
      };
      // Stopped here, so React's root does not see it too: it is pressed again, once, when the part is hydrated.
      const holdPress = (event: Event) => {
        const button = event.target instanceof Element ? event.target.closest('button') : null;
        if (!button || !element.contains(button)) return;
        event.preventDefault();
        event.stopPropagation();
        heldPress.current = button;
        open();
      };
      for (const type of REACHING) document.addEventListener(type, reach, { capture: true });
      document.addEventListener('submit', hold, { capture: true });
      document.addEventListener('click', holdPress, { capture: true });
      const observer =
        typeof IntersectionObserver === 'undefined'
          ? undefined
          : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && open(), { rootMargin: `${NEAR_VIEWPORT_MARGIN} 0px` });
      if (observer) observer.observe(element);
      else open();
      return () => {
        observer?.disconnect();
        for (const type of REACHING) document.removeEventListener(type, reach, { capture: true });
        document.removeEventListener('submit', hold, { capture: true });
        document.removeEventListener('click', holdPress, { capture: true });
      };
    }, [part, ready]);

    return (
      <div ref={place} data-loads-when-near={name} data-ready={ready ? 'true' : undefined}>
        <Suspense fallback={null}>
          <Ready onReady={setReady}>
            <part.Part {...props} />
          </Ready>
        </Suspense>
      </div>
    );
  }
  WhenNear.displayName = `WhenNear(${name})`;
  return WhenNear;
}

// Mounted (so committed, so hydrated) only once the part's code has arrived.
function Ready({ onReady, children }: { onReady: (ready: boolean) => void; children: ReactNode }) {
  useEffect(() => onReady(true), [onReady]);
  return children;
}
