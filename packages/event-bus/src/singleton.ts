import { busTopics } from '@showroom/contracts';
import { createEventBus, type EventBus } from './bus';

// Anchored on globalThis under a registered symbol so that two copies of this package (say, an
// embed that brought its own) still meet on one bus.
const KEY = Symbol.for('showroom.event-bus');
type Anchor = { [KEY]?: EventBus };


/** The page's one bus, created on first use. */
export function getEventBus(): EventBus {
  const anchor = globalThis as Anchor;
  anchor[KEY] ??= createEventBus({
    // Every topic is checked outside production (development, tests). The build writes NODE_ENV into this
    // condition and drops the dead branch, so a production bundle has no reference to busTopics and leaves
    // the other topics' schemas out; keep it inline for that. (It read NODE_ENV behind a typeof process guard,
    // which no browser passes: every page checked every publish with zod, and carried every schema.)
    ...(process.env.NODE_ENV !== 'production' ? { schemas: busTopics } : {}),
    onInvalid: (topic, message) => console.warn(`[event-bus] invalid payload on "${topic}": ${message}`),
  });
  return anchor[KEY];
}

/** Drops the page's bus; for tests only. */
export function resetEventBusForTests(): void {
  delete (globalThis as Anchor)[KEY];
}
