import { createHash } from 'node:crypto';
import type { EventCounter } from '../../rateLimit/eventCounter';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * How much of the one-time-code login one phone number or one client address may use (issue 12):
 * four-digit codes fall to guessing unless sends and wrong guesses are both budgeted per number.
 */
export const TIRE_HOTEL_LIMITS = {
  codeSendsPerPhone: { max: 5, windowMs: 15 * MINUTE },
  wrongCodesPerPhone: { max: 10, windowMs: HOUR },
  searchesPerAddress: { max: 60, windowMs: 10 * MINUTE },
  loginsPerAddress: { max: 20, windowMs: 15 * MINUTE },
  wrongCodesPerAddress: { max: 30, windowMs: HOUR },
} as const;

/** What the visitor reads when a limit is reached (the flow shows the server's message as is: spec 3 §8). */
export const TIRE_HOTEL_LIMIT_MESSAGES = {
  tooManyCodes: 'Du har begärt för många koder. Vänta 15 minuter och försök igen.',
  locked: 'För många felaktiga koder. Inloggningen är spärrad i en timme, kontakta oss om du behöver hjälp.',
  tooManyRequests: 'För många försök från din uppkoppling. Vänta en stund och försök igen.',
} as const;

export type Refusal = { message: string; retryAfterSeconds: number; status?: 429 | 503 };

// Counters and notes are keyed by hashes: the store never holds a phone value or a token.
const digest = (value: string) => createHash('sha256').update(value).digest('base64url');

/** The tire hotel's send and guess budgets over an event counter (memory, or Redis shared by every instance). */
export class TireHotelGuard {
  constructor(
    private readonly counter: EventCounter,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts a search from `address`; a refusal once the address has searched too often. */
  async search(address: string): Promise<Refusal | null> {
    return this.over(`th:search:${address}`, TIRE_HOTEL_LIMITS.searchesPerAddress, TIRE_HOTEL_LIMIT_MESSAGES.tooManyRequests);
  }

  /** Counts a code send to `encryptedPhoneNumber` from `address`; a refusal when either budget is spent or the number is locked. */
  async login(address: string, encryptedPhoneNumber: string): Promise<Refusal | null> {
    const phone = digest(encryptedPhoneNumber);
    return (
      (await this.locked(phone)) ??
      (await this.over(`th:login:${address}`, TIRE_HOTEL_LIMITS.loginsPerAddress, TIRE_HOTEL_LIMIT_MESSAGES.tooManyRequests)) ??
      (await this.over(`th:sends:${phone}`, TIRE_HOTEL_LIMITS.codeSendsPerPhone, TIRE_HOTEL_LIMIT_MESSAGES.tooManyCodes))
    );
  }

  /** Notes whose number a login token is, so wrong codes for it count against that number. */
  async loggedIn(token: string, encryptedPhoneNumber: string): Promise<void> {
    await this.counter.remember(`th:token:${digest(token)}`, digest(encryptedPhoneNumber), TIRE_HOTEL_LIMITS.wrongCodesPerPhone.windowMs, this.now());
  }

  /** Whether a code for `token` may be checked: not when its number is locked or the address has guessed too much. */
  async validate(address: string, token: string): Promise<Refusal | null> {
    const phone = await this.counter.recall(`th:token:${digest(token)}`, this.now());
    if (phone) {
      const refusal = await this.locked(phone);
      if (refusal) return refusal;
    }
    const { max, windowMs } = TIRE_HOTEL_LIMITS.wrongCodesPerAddress;
    if ((await this.counter.count(`th:wrong-address:${address}`, windowMs, this.now())) >= max) return { message: TIRE_HOTEL_LIMIT_MESSAGES.tooManyRequests, retryAfterSeconds: windowMs / 1000 };
    return null;
  }

  /** Counts a wrong code against the token's number and the address. */
  async wrongCode(address: string, token: string): Promise<void> {
    const now = this.now();
    const phone = await this.counter.recall(`th:token:${digest(token)}`, now);
    if (phone) await this.counter.record(`th:wrong:${phone}`, TIRE_HOTEL_LIMITS.wrongCodesPerPhone.windowMs, now);
    await this.counter.record(`th:wrong-address:${address}`, TIRE_HOTEL_LIMITS.wrongCodesPerAddress.windowMs, now);
  }

  private async locked(phone: string): Promise<Refusal | null> {
    const { max, windowMs } = TIRE_HOTEL_LIMITS.wrongCodesPerPhone;
    return (await this.counter.count(`th:wrong:${phone}`, windowMs, this.now())) >= max ? { message: TIRE_HOTEL_LIMIT_MESSAGES.locked, retryAfterSeconds: windowMs / 1000 } : null;
  }

  private async over(key: string, limit: { max: number; windowMs: number }, message: string): Promise<Refusal | null> {
    const count = await this.counter.record(key, limit.windowMs, this.now());
    return count > limit.max ? { message, retryAfterSeconds: limit.windowMs / 1000 } : null;
  }
}
