import { busTopics } from '@showroom/contracts';
import { createEventBus } from './bus';
import { getEventBus, resetEventBusForTests } from './singleton';
import { persistCompare, readPersistedCompare, toggleCompare, COMPARE_STORAGE_KEY } from './compare';

const xc60 = { car_id: '101', slug: 'volvo-xc60', title: 'Volvo XC60' };
const i3 = { car_id: '202', slug: 'bmw-i3', title: 'BMW i3' };

describe('event bus', () => {
  afterEach(() => resetEventBusForTests());

  it('replays the latest state to late subscribers but not past events', () => {
    const bus = createEventBus({ schemas: busTopics });
    bus.set('compare', [xc60]);
    const seen: unknown[] = [];
    bus.observe('compare').subscribe((v) => seen.push(v));
    expect(seen).toEqual([[xc60]]);

    bus.emit('dataLayer', { event: 'early' });
    const events: unknown[] = [];
    bus.observe('dataLayer').subscribe((e) => events.push(e));
    bus.emit('dataLayer', { event: 'late' });
    expect(events).toEqual([{ event: 'late' }]);
  });

  it('drops and reports an invalid payload when validating', () => {
    const onInvalid = jest.fn();
    const bus = createEventBus({ schemas: busTopics, onInvalid });
    bus.set('compare', [{ car_id: 'not-a-number', slug: 's', title: 't' }]);
    expect(bus.get('compare')).toEqual([]);
    expect(onInvalid).toHaveBeenCalledWith('compare', expect.stringContaining('car_id'));
  });

  it('gives two callers the same instance through globalThis', () => {
    const a = getEventBus();
    const sym = Symbol.for('showroom.event-bus');
    expect((globalThis as Record<symbol, unknown>)[sym]).toBe(a);
    expect(getEventBus()).toBe(a);
  });
});

describe('compare list', () => {
  it('adds if absent and removes if present', () => {
    expect(toggleCompare([], xc60)).toEqual([xc60]);
    expect(toggleCompare([xc60, i3], xc60)).toEqual([i3]);
  });

  it('restores from session storage and writes every change back', () => {
    sessionStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify([i3]));
    const bus = createEventBus({ schemas: busTopics });
    const stop = persistCompare(bus, sessionStorage);
    expect(bus.get('compare')).toEqual([i3]);
    bus.set('compare', [i3, xc60]);
    expect(JSON.parse(sessionStorage.getItem(COMPARE_STORAGE_KEY) ?? '')).toEqual([i3, xc60]);
    stop();
  });

  it('treats corrupt storage as an empty list', () => {
    expect(readPersistedCompare({ getItem: () => '{not json' })).toEqual([]);
    expect(readPersistedCompare({ getItem: () => '[{"car_id":1}]' })).toEqual([]);
  });
});

describe('navigate payloads are checked even with validation off, as in production (issue 12 item 12)', () => {
  it.each(['javascript:alert(1)', 'data:text/html,x', '//evil.example', '/\\evil.example'])('drops %s', (href) => {
    const warnings: string[] = [];
    const bus = createEventBus({ onInvalid: (topic) => warnings.push(topic) });
    const seen: string[] = [];
    bus.observe('navigate').subscribe((event) => seen.push(event.href));
    bus.emit('navigate', { href });
    bus.emit('navigate', { href: '/kop-bil' });
    expect(seen).toEqual(['/kop-bil']);
    expect(warnings).toEqual(['navigate']);
  });

  it('still skips validation of other topics in production', () => {
    const bus = createEventBus();
    const seen: unknown[] = [];
    bus.observe('dataLayer').subscribe((event) => seen.push(event));
    bus.emit('dataLayer', { event: '' });
    expect(seen).toHaveLength(1);
  });

  // The page's bus reads NODE_ENV where the build writes it (it once sat behind a typeof process guard that no
  // browser passes, so production pages checked every topic).
  it("is the page's bus in production: only navigate is checked; outside production every topic is", () => {
    const before = process.env.NODE_ENV;
    try {
      process.env.NODE_ENV = 'production';
      resetEventBusForTests();
      const production = getEventBus();
      const seen: unknown[] = [];
      production.observe('dataLayer').subscribe((event) => seen.push(event));
      production.observe('navigate').subscribe((event) => seen.push(event));
      production.emit('dataLayer', { event: '' });
      production.emit('navigate', { href: 'javascript:alert(1)' });
      expect(seen).toEqual([{ event: '' }]);

      process.env.NODE_ENV = 'test';
      resetEventBusForTests();
      const checked = getEventBus();
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      const seenInTests: unknown[] = [];
      checked.observe('dataLayer').subscribe((event) => seenInTests.push(event));
      checked.emit('dataLayer', { event: '' });
      expect(seenInTests).toEqual([]);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('invalid payload on "dataLayer"'));
      warn.mockRestore();
    } finally {
      process.env.NODE_ENV = before;
      resetEventBusForTests();
    }
  });
});
