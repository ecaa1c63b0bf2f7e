import { startTransition, useEffect, useState } from 'react';

const MINUTE_MS = 60_000;
// Often enough that a badge turns within seconds of the minute; the value only changes once a minute.
const POLL_MS = 10_000;

const nowToTheMinute = () => Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;

/**
 * The browser's clock to the minute, or null while server rendering and hydrating: what depends on the time
 * is never in the HTML (a CDN may serve it for long, from a host whose clock is not the visitor's). The clock
 * arrives after hydration as a transition, so React renders the 48 badges of a list in slices between which the
 * browser stays responsive, not in one long task (bench:lighthouse TBT on the dealers page).
 */
export function useNow(): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => startTransition(() => setNow(nowToTheMinute()));
    tick();
    const timer = setInterval(tick, POLL_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
