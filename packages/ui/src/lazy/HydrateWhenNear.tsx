import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { afterNextPaint } from '../timing/afterNextPaint';

/** How far below the viewport a part's code starts loading: about a phone screen ahead, so it is there when reached. */
export const NEAR_VIEWPORT_MARGIN = '800px';

// What counts as the visitor reaching for the part before it came near: its code is fetched at once.
const REACHING = ['focusin', 'pointerdown', 'keydown'] as const;

// How long a part waits for the slots within to hydrate (about 2 s) before it counts as hydrated all the same.
const SETTLE_WAIT_FRAMES = 120;

const isBrowser = typeof window !== 'undefined';
// useLayoutEffect warns on the server; there the effect never runs anyway.
const useBrowserLayoutEffect = isBrowser ? useLayoutEffect : useEffect;

interface Gate {
  open: () => void;
  /**
   * In the browser, for a part not near when the page started: a component that suspends until the gate is opened
   * and the part prepared, then renders its children (during hydration React keeps the server HTML meanwhile). No
   * DOM of its own, so the server, which renders the part at once, sends the same markup.
   */
  Gated: ComponentType<{ children: ReactNode }> | null;
}

const Pass = ({ children }: { children: ReactNode }) => children;

function createGate(prepare: (() => Promise<unknown>) | undefined, near: boolean): Gate {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  const Gated =
    isBrowser && !near
      ? lazy(async () => {
          await opened;
          // A preparation that fails lets the part render all the same: its own load fails again there, into its error boundary.
          await prepare?.().catch(() => undefined);
          return { default: Pass };
        })
      : null;
  return { open: () => open(), Gated };
}

export interface HydrateWhenNearProps {
  /** The part's name, as `data-loads-when-near` (tests and monitoring find it by it). */
  name: string;
  /** Fetches what the part needs before it renders in the browser (its code); called once, when it comes near. */
  prepare?: () => Promise<unknown>;
  /** Prepared already (it was near when the page started): it hydrates with the page. */
  near?: boolean;
  /**
   * What opens it: 'near', its place coming near the viewport (or the visitor reaching for it first); 'reached', only
   * the visitor focusing, touching or typing in it, for a part whose server HTML works as it is (links) and which
   * needs code only for a control within (the footer's copy buttons).
   */
  when?: 'near' | 'reached';
  children: ReactNode;
}

/**
 * A part of a server-rendered page that hydrates only when its place comes near the viewport, or the visitor
 * focuses or touches it first (issue 14: below-the-fold parts cost the first load nothing). On the server it
 * renders as usual; in the browser its server HTML stays as sent, visible, until `prepare` has fetched its code
 * and React hydrates it. A form submitted in that moment is held (not sent as a GET with its fields in the
 * address) and submitted again once hydrated; a button pressed in that moment (a disclosure, a compare toggle) is
 * held and pressed again once hydrated, so the press is not lost on HTML React does not handle yet. Rendered in the
 * browser without server HTML (a partner's embed), it takes no room until then, and coming near opens it the same way.
 */
export function HydrateWhenNear({ name, prepare, near = false, when = 'near', children }: HydrateWhenNearProps) {
  const place = useRef<HTMLDivElement>(null);
  const [gate] = useState(() => createGate(prepare, near));
  const [ready, setReady] = useState(false);
  const heldSubmit = useRef<HTMLFormElement | null>(null);
  const heldPress = useRef<HTMLButtonElement | null>(null);

  // Hydrated only once the remote slots within have hydrated too: each is a Suspense boundary of its own, which
  // React hydrates after this one. Until then presses and forms are still held.
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!ready) return;
    let frames = 0;
    let frame: number | undefined;
    const check = () => {
      const pending = place.current?.querySelector('[data-remote-mode="server"]:not([data-slot-ready])');
      if (pending && frames++ < SETTLE_WAIT_FRAMES) frame = requestAnimationFrame(check);
      else setSettled(true);
    };
    check();
    return () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
    };
  }, [ready]);

  // A press or a form sent before its code arrived is done again now that React handles it, so it is not lost: after
  // a frame, so what the part sets up in its effects (a carousel's engine) is there for the press.
  useEffect(() => {
    if (!settled) return;
    const form = heldSubmit.current;
    const button = heldPress.current;
    heldSubmit.current = null;
    heldPress.current = null;
    if (!button && !form) return;
    return afterNextPaint(() => {
      if (button?.isConnected) button.click();
      else if (form?.isConnected) form.requestSubmit();
    });
  }, [settled]);

  useBrowserLayoutEffect(() => {
    const element = place.current;
    if (!element || settled || near) return;
    // Listened for on the document, ahead of React's root: an event on HTML React has not hydrated yet stops there.
    const within = (event: Event) => event.target instanceof Node && element.contains(event.target);
    const reach = (event: Event) => within(event) && gate.open();
    const hold = (event: Event) => {
      if (!within(event)) return;
      event.preventDefault();
      if (event.target instanceof HTMLFormElement) heldSubmit.current = event.target;
      gate.open();
    };
    // Stopped here, so React's root does not see it too: it is pressed again, once, when the part is hydrated.
    const holdPress = (event: Event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!button || !element.contains(button)) return;
      event.preventDefault();
      event.stopPropagation();
      heldPress.current = button;
      gate.open();
    };
    for (const type of REACHING) document.addEventListener(type, reach, { capture: true });
    document.addEventListener('submit', hold, { capture: true });
    document.addEventListener('click', holdPress, { capture: true });
    const observer =
      when === 'reached' || typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && gate.open(), { rootMargin: `${NEAR_VIEWPORT_MARGIN} 0px` });
    if (observer) observer.observe(element);
    // Without server HTML (rendered in the browser: an embed, a page React had to render anew) there is nothing to reach
    // for, so a part opened only when reached opens at once.
    else if (when === 'near' || !element.firstChild) gate.open();
    return () => {
      observer?.disconnect();
      for (const type of REACHING) document.removeEventListener(type, reach, { capture: true });
      document.removeEventListener('submit', hold, { capture: true });
      document.removeEventListener('click', holdPress, { capture: true });
    };
  }, [gate, settled, near, when]);

  return (
    // data-loads-when="reached": a part that waits for the visitor, which a test or a benchmark does not wait for.
    <div ref={place} data-loads-when-near={name} data-loads-when={when === 'reached' ? 'reached' : undefined} data-ready={settled ? 'true' : undefined}>
      <Suspense fallback={null}>
        <Ready onReady={setReady}>{gate.Gated ? <gate.Gated>{children}</gate.Gated> : children}</Ready>
      </Suspense>
    </div>
  );
}

// Mounted (so committed, so hydrated) only once the gate has passed and what it holds has its code too.
function Ready({ onReady, children }: { onReady: (ready: boolean) => void; children: ReactNode }) {
  useEffect(() => onReady(true), [onReady]);
  return children;
}
