import { createEventBus, type EventBus } from './bus';

// Anchored on globalThis under a registered symbol so that two copies of this package (say, an
// embed that brought its own) still meet on one bus.
const KEY = Symbol.for('showroom.event-bus');
type Anchor = { [KEY]?: EventBus };

function shouldValidate(): boolean {
  const env = typeof process !== 'undefined' ? process.env?.NODE_ENV : undefined;
  return env !== 'production';
}

/** The page's one bus, created on first use. */
export function getEventBus(): EventBus {
  const anchor = globalThis as Anchor;
  anchor[KEY] ??= createEventBus({
    validate: shouldValidate(),
    onInvalid: (topic, message) => console.warn(`[event-bus] invalid payload on "${topic}": ${message}`),
  });
  return anchor[KEY];
}

/** Drops the page's bus; for tests only. */
export function resetEventBusForTests(): void {
  delete (globalThis as Anchor)[KEY];
}
