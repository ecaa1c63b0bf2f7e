/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import type { EventCounter } from './eventCounter';
import { MemoryEventCounter } from './memoryEventCounter';
import { RedisEventCounter } from './redisEventCounter';

// The same behaviour from both stores. Redis is the machine's own (npm test starts one when none
// answers: scripts/ensure-services.mjs); REDIS_URL picks another.
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/15';
const stores: [string, () => EventCounter][] = [
  ['memory', () => new MemoryEventCounter()],
  ['redis', () => new RedisEventCounter(REDIS_URL, `showroom-test:${randomUUID()}:`)],
];

const MIN = 60_000;
const T0 = Date.parse('2026-11-02T09:00:00Z');

describe.each(stores)('%s event counter', (_name, make) => {
  let counter: EventCounter;
  beforeEach(() => {
    counter = make();
  });
  afterEach(() => counter.close());

  it('counts events in a sliding window: an event exactly one window old has left it', async () => {
    for (let i = 1; i <= 5; i++) expect(await counter.record('k', 15 * MIN, T0)).toBe(i);
    // One millisecond before 15 minutes have passed the five still count; at 15:00 they do not.
    expect(await counter.count('k', 15 * MIN, T0 + 15 * MIN - 1)).toBe(5);
    expect(await counter.count('k', 15 * MIN, T0 + 15 * MIN)).toBe(0);
    expect(await counter.record('k', 15 * MIN, T0 + 15 * MIN)).toBe(1);
    expect(await counter.count('other', 15 * MIN, T0)).toBe(0);
  });

  it('keeps a note until its time is up', async () => {
    await counter.remember('token', 'phone', 60 * MIN, T0);
    expect(await counter.recall('token', T0 + 60 * MIN - 1)).toBe('phone');
    expect(await counter.recall('missing', T0)).toBeUndefined();
  });
});

describe('memory notes expire on the given clock', () => {
  it('forgets a note at its expiry', async () => {
    const counter = new MemoryEventCounter();
    await counter.remember('token', 'phone', 60 * MIN, T0);
    expect(await counter.recall('token', T0 + 60 * MIN)).toBeUndefined();
  });
});
