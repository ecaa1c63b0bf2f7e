import { useSyncExternalStore } from 'react';

const MINUTE_MS = 60_000;
// Often enough that a badge turns within seconds of the minute; the snapshot only changes once a minute.
const POLL_MS = 10_000;

function subscribe(onChange: () => void): () => void {
  const timer = setInterval(onChange, POLL_MS);
  return () => clearInterval(timer);
}

const nowToTheMinute = () => Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;

/**
 * The browser's clock to the minute, or null while server rendering and hydrating: what depends on the time
 * is never in the HTML (a CDN may serve it for long, from a host whose clock is not the visitor's).
 */
export function useNow(): number | null {
  return useSyncExternalStore<number | null>(subscribe, nowToTheMinute, () => null);
}
