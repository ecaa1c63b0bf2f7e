import { MemoryEventCounter } from '../../rateLimit/memoryEventCounter';
import { TIRE_HOTEL_LIMIT_MESSAGES, TireHotelGuard } from './tireHotelGuard';

const MIN = 60_000;

describe('TireHotelGuard windows (jest fake timers on both sides of each boundary)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(new Date('2026-11-02T09:00:00Z'));
  });
  afterEach(() => jest.useRealTimers());

  it('allows 5 code sends per registration number per 15 minutes: the 6th at 14:59.999 is refused, one at 15:00 is allowed (issue 19)', async () => {
    const guard = new TireHotelGuard(new MemoryEventCounter());
    await guard.searched('phone', 'ABC123');
    // A new address for every send, so only the regNo and number budgets can stop them.
    for (let i = 0; i < 5; i++) expect(await guard.login(`a${i}`, 'phone')).toBeNull();
    jest.advanceTimersByTime(15 * MIN - 1);
    // 15 minutes = 900 s.
    expect(await guard.login('a5', 'phone')).toEqual({ message: TIRE_HOTEL_LIMIT_MESSAGES.tooManyCodes, retryAfterSeconds: 900 });
    // At 15:00 the first five have left the window; the refused try at 14:59.999 still counts (1 of 5).
    jest.advanceTimersByTime(1);
    expect(await guard.login('a6', 'phone')).toBeNull();
  });

  it('counts the 6 sends of one regNo across two encodings of its number: the 6th is refused (issue 19)', async () => {
    const guard = new TireHotelGuard(new MemoryEventCounter());
    await guard.searched('enc-1', 'abc 123');
    await guard.searched('enc-2', 'ABC123');
    for (let i = 0; i < 5; i++) expect(await guard.login(`a${i}`, i % 2 ? 'enc-1' : 'enc-2')).toBeNull();
    jest.advanceTimersByTime(15 * MIN - 1);
    // enc-1 has 2 sends and enc-2 has 3: only the per-regNo count (5) refuses this one.
    expect((await guard.login('a5', 'enc-1'))?.message).toBe(TIRE_HOTEL_LIMIT_MESSAGES.tooManyCodes);
  });

  it('allows 5 code sends per client address per hour: refused at 59:59.999, allowed at 60:00 (issue 19)', async () => {
    const guard = new TireHotelGuard(new MemoryEventCounter());
    for (let i = 0; i < 7; i++) await guard.searched(`phone-${i}`, `CAR${i}`);
    for (let i = 0; i < 5; i++) expect(await guard.login('addr', `phone-${i}`)).toBeNull();
    jest.advanceTimersByTime(60 * MIN - 1);
    // 1 hour = 3600 s.
    expect(await guard.login('addr', 'phone-5')).toEqual({ message: TIRE_HOTEL_LIMIT_MESSAGES.tooManyCodesFromAddress, retryAfterSeconds: 3600 });
    jest.advanceTimersByTime(1);
    expect(await guard.login('addr', 'phone-6')).toBeNull();
  });

  it('counts 10 validate calls per token within its 2-hour life: the 11th is refused, also just before 2:00:00 (issue 19)', async () => {
    const guard = new TireHotelGuard(new MemoryEventCounter());
    await guard.searched('phone', 'ABC123');
    await guard.loggedIn('token-1', 'phone');
    for (let i = 0; i < 10; i++) expect(await guard.validate(`a${i}`, 'token-1')).toBeNull();
    jest.advanceTimersByTime(120 * MIN - 1);
    // 2 hours = 7200 s.
    expect(await guard.validate('a10', 'token-1')).toEqual({ message: TIRE_HOTEL_LIMIT_MESSAGES.tooManyValidations, retryAfterSeconds: 7200 });
    // Another token of the same number has its own 10.
    await guard.loggedIn('token-2', 'phone');
    expect(await guard.validate('a11', 'token-2')).toBeNull();
  });

  it('refuses a 6th try on a token after 5 wrong codes, as the tire hotel has killed the code (issue 19)', async () => {
    const guard = new TireHotelGuard(new MemoryEventCounter());
    await guard.searched('phone', 'ABC123');
    await guard.loggedIn('token-1', 'phone');
    for (let i = 0; i < 4; i++) await guard.wrongCode(`a${i}`, 'token-1');
    expect(await guard.validate('a', 'token-1')).toBeNull();
    await guard.wrongCode('a4', 'token-1');
    expect(await guard.validate('a', 'token-1')).toEqual({ message: TIRE_HOTEL_LIMIT_MESSAGES.codeDead, retryAfterSeconds: 7200 });
    // A new send (a new token) has its own 5.
    await guard.loggedIn('token-2', 'phone');
    expect(await guard.validate('a', 'token-2')).toBeNull();
  });

  it('refuses a send for a number never searched for here (409), without counting it', async () => {
    const guard = new TireHotelGuard(new MemoryEventCounter());
    expect(await guard.login('addr', 'unknown')).toEqual({ message: TIRE_HOTEL_LIMIT_MESSAGES.searchFirst, status: 409 });
    for (let i = 0; i < 5; i++) await guard.searched(`p${i}`, `CAR${i}`);
    for (let i = 0; i < 5; i++) expect(await guard.login('addr', `p${i}`)).toBeNull();
  });

  it('locks a number for an hour after 10 wrong codes: still locked at 59:59.999, open at 60:00', async () => {
    const guard = new TireHotelGuard(new MemoryEventCounter());
    await guard.searched('phone', 'ABC123');
    await guard.loggedIn('token-1', 'phone');
    await guard.loggedIn('token-2', 'phone');
    // 9 wrong codes on the first token (its own 5 are long spent); the number's lock is read through a fresh token.
    for (let i = 0; i < 9; i++) await guard.wrongCode('a', 'token-1');
    expect(await guard.validate('a', 'token-2')).toBeNull();
    await guard.wrongCode('a', 'token-1');
    expect(await guard.validate('a', 'token-2')).toEqual({ message: TIRE_HOTEL_LIMIT_MESSAGES.locked, retryAfterSeconds: 3600 });
    expect((await guard.login('b', 'phone'))?.message).toBe(TIRE_HOTEL_LIMIT_MESSAGES.locked);
    jest.advanceTimersByTime(60 * MIN - 1);
    expect((await guard.login('b', 'phone'))?.message).toBe(TIRE_HOTEL_LIMIT_MESSAGES.locked);
    jest.advanceTimersByTime(1);
    // The search note lives 2 hours: still there an hour later.
    expect(await guard.login('b', 'phone')).toBeNull();
  });

  it('counts wrong codes against the number whichever login token they came with', async () => {
    const guard = new TireHotelGuard(new MemoryEventCounter());
    await guard.searched('phone', 'ABC123');
    for (let t = 0; t < 5; t++) {
      await guard.loggedIn(`token-${t}`, 'phone');
      for (let i = 0; i < 2; i++) await guard.wrongCode(`addr-${t}`, `token-${t}`);
    }
    // 5 tokens x 2 wrong = 10: a fresh token of the same number is locked too.
    await guard.loggedIn('token-new', 'phone');
    expect((await guard.validate('addr-new', 'token-new'))?.message).toBe(TIRE_HOTEL_LIMIT_MESSAGES.locked);
  });

  it('limits sends per client address across numbers; another address is not affected', async () => {
    const guard = new TireHotelGuard(new MemoryEventCounter());
    for (let i = 0; i < 7; i++) await guard.searched(`phone-${i}`, `CAR${i}`);
    for (let i = 0; i < 5; i++) expect(await guard.login('addr', `phone-${i}`)).toBeNull();
    expect((await guard.login('addr', 'phone-5'))?.message).toBe(TIRE_HOTEL_LIMIT_MESSAGES.tooManyCodesFromAddress);
    expect(await guard.login('other-addr', 'phone-6')).toBeNull();
  });
});
