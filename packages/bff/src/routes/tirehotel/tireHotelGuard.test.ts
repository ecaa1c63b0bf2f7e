import { MemoryEventCounter } from '../../rateLimit/memoryEventCounter';
import { TIRE_HOTEL_LIMIT_MESSAGES, TireHotelGuard } from './tireHotelGuard';

const MIN = 60_000;

describe('TireHotelGuard windows (jest fake timers on both sides of each boundary)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(new Date('2026-11-02T09:00:00Z'));
  });
  afterEach(() => jest.useRealTimers());

  it('allows 5 code sends per number per 15 minutes: the 6th at 14:59.999 is refused, one at 15:00 is allowed', async () => {
    const guard = new TireHotelGuard(new MemoryEventCounter());
    for (let i = 0; i < 5; i++) expect(await guard.login('a', 'phone')).toBeNull();
    jest.advanceTimersByTime(15 * MIN - 1);
    expect(await guard.login('a', 'phone')).toEqual({ message: TIRE_HOTEL_LIMIT_MESSAGES.tooManyCodes, retryAfterSeconds: 900 });
    // At 15:00 the first five have left the window; the refused try at 14:59.999 still counts (1 of 5).
    jest.advanceTimersByTime(1);
    expect(await guard.login('a', 'phone')).toBeNull();
  });

  it('locks a number for an hour after 10 wrong codes: still locked at 59:59.999, open at 60:00', async () => {
    const guard = new TireHotelGuard(new MemoryEventCounter());
    await guard.loggedIn('token-1', 'phone');
    for (let i = 0; i < 9; i++) await guard.wrongCode('a', 'token-1');
    expect(await guard.validate('a', 'token-1')).toBeNull();
    await guard.wrongCode('a', 'token-1');
    expect(await guard.validate('a', 'token-1')).toEqual({ message: TIRE_HOTEL_LIMIT_MESSAGES.locked, retryAfterSeconds: 3600 });
    expect((await guard.login('b', 'phone'))?.message).toBe(TIRE_HOTEL_LIMIT_MESSAGES.locked);
    jest.advanceTimersByTime(60 * MIN - 1);
    expect((await guard.login('b', 'phone'))?.message).toBe(TIRE_HOTEL_LIMIT_MESSAGES.locked);
    jest.advanceTimersByTime(1);
    expect(await guard.login('b', 'phone')).toBeNull();
  });

  it('counts wrong codes against the number whichever login token they came with', async () => {
    const guard = new TireHotelGuard(new MemoryEventCounter());
    for (let t = 0; t < 5; t++) {
      await guard.loggedIn(`token-${t}`, 'phone');
      for (let i = 0; i < 2; i++) await guard.wrongCode(`addr-${t}`, `token-${t}`);
    }
    // 5 tokens x 2 wrong = 10: a fresh token of the same number is locked too.
    await guard.loggedIn('token-new', 'phone');
    expect((await guard.validate('addr-new', 'token-new'))?.message).toBe(TIRE_HOTEL_LIMIT_MESSAGES.locked);
  });

  it('limits logins per client address (20 per 15 minutes) across numbers', async () => {
    const guard = new TireHotelGuard(new MemoryEventCounter());
    for (let i = 0; i < 20; i++) expect(await guard.login('addr', `phone-${i}`)).toBeNull();
    expect((await guard.login('addr', 'phone-20'))?.message).toBe(TIRE_HOTEL_LIMIT_MESSAGES.tooManyRequests);
    expect(await guard.login('other-addr', 'phone-20')).toBeNull();
  });
});
