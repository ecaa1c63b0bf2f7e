import { createHash } from 'node:crypto';
import * as z from 'zod/mini';
import type { TireHotelVehicle } from '@showroom/contracts/tirehotel';
import type { EventCounter } from '../../rateLimit/eventCounter';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** How long the tire hotel's login lasts (the sandbox's 2 hours); the BFF's notes on a token live as long. */
const LOGIN_MS = 2 * HOUR;

/**
 * How much of the one-time-code login one registration number, phone number, client address or token may
 * use (issue 12, tightened by issue 19 to OWASP's guidance): four-digit codes fall to guessing unless sends
 * and guesses are both budgeted.
 */
export const TIRE_HOTEL_LIMITS = {
  /** Issue 19: at most 5 code sends per registration number per 15 minutes. */
  codeSendsPerRegNo: { max: 5, windowMs: 15 * MINUTE },
  /** One number may hold several vehicles: their sends together are held to the same budget. */
  codeSendsPerPhone: { max: 5, windowMs: 15 * MINUTE },
  /** Issue 19: at most 5 code sends per client address per hour. */
  codeSendsPerAddress: { max: 5, windowMs: HOUR },
  /** Issue 19: at most 10 validate calls per auth token, whatever their outcome, for the token's life. */
  validatesPerToken: { max: 10, windowMs: LOGIN_MS },
  /** The upstream kills a code at its 5th wrong try; the BFF stops forwarding there too ("stopped after 5 tries"). */
  wrongCodesPerToken: { max: 5, windowMs: LOGIN_MS },
  /** Wrong codes across logins lock the number for an hour (issue 12). */
  wrongCodesPerPhone: { max: 10, windowMs: HOUR },
  searchesPerAddress: { max: 60, windowMs: 10 * MINUTE },
  wrongCodesPerAddress: { max: 30, windowMs: HOUR },
} as const;

/** What the visitor reads when a limit or the token's scope stops a call (the flow shows the server's message as is: spec 3 §8). */
export const TIRE_HOTEL_LIMIT_MESSAGES = {
  tooManyCodes: 'Du har begärt för många koder. Vänta 15 minuter och försök igen.',
  tooManyCodesFromAddress: 'Du har begärt för många koder från din uppkoppling. Vänta en timme och försök igen.',
  tooManyValidations: 'För många försök med den här koden. Begär en ny kod.',
  /** The sandbox's own words for a code killed by 5 wrong tries (spec 3 §8: the flow shows it as is). */
  codeDead: 'För många felaktiga försök, begär en ny kod.',
  locked: 'För många felaktiga koder. Inloggningen är spärrad i en timme, kontakta oss om du behöver hjälp.',
  tooManyRequests: 'För många försök från din uppkoppling. Vänta en stund och försök igen.',
  searchFirst: 'Sök på ditt registreringsnummer igen och begär sedan en ny kod.',
  loginExpired: 'Din inloggning har gått ut, begär en ny kod.',
  loginRequired: 'Du behöver logga in med en engångskod först.',
  notYourVehicle: 'Din inloggning gäller inte det här fordonet eller den här verkstaden.',
} as const;

/** A refused call: 429 with Retry-After past a limit, 503 when the limits cannot be read, 401/403/409 for a token or number out of scope. */
export type Refusal = { message: string; retryAfterSeconds?: number; status?: 401 | 403 | 409 | 429 | 503 };

/** What a validated token may reach: one vehicle (its regNo as a digest), its brand code and its workshop. */
const scopeSchema = z.object({ regNo: z.string(), brandCode: z.string(), erpId: z.string() });
export type TokenScope = z.infer<typeof scopeSchema>;

// Counters and notes are keyed by hashes: the store never holds a phone value, a registration number or a token.
const digest = (value: string) => createHash('sha256').update(value).digest('base64url');
/** Registration numbers as the tire hotel writes them: no spaces, upper case. */
export const regNoDigest = (regNo: string) => digest(regNo.replace(/\s+/g, '').toUpperCase());

/** The tire hotel's send, guess and scope rules over an event counter (memory, or Redis shared by every instance). */
export class TireHotelGuard {
  constructor(
    private readonly counter: EventCounter,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts a search from `address`; a refusal once the address has searched too often. */
  async search(address: string): Promise<Refusal | null> {
    return this.over(`th:search:${address}`, TIRE_HOTEL_LIMITS.searchesPerAddress, TIRE_HOTEL_LIMIT_MESSAGES.tooManyRequests);
  }

  /**
   * Notes which registration number a search found `encryptedPhoneNumber` for: the browser's login names only
   * the number, and the BFF counts its sends per registration number and scopes its token to that vehicle.
   */
  async searched(encryptedPhoneNumber: string, regNo: string): Promise<void> {
    await this.counter.remember(`th:enc:${digest(encryptedPhoneNumber)}`, regNoDigest(regNo), LOGIN_MS, this.now());
  }

  /**
   * Counts a code send to `encryptedPhoneNumber` from `address`: refused when the number was not searched for
   * here, is locked, or the address, registration number or number has spent its budget.
   */
  async login(address: string, encryptedPhoneNumber: string): Promise<Refusal | null> {
    const phone = digest(encryptedPhoneNumber);
    const regNo = await this.counter.recall(`th:enc:${phone}`, this.now());
    if (!regNo) return { message: TIRE_HOTEL_LIMIT_MESSAGES.searchFirst, status: 409 };
    return (
      (await this.locked(phone)) ??
      (await this.over(`th:sends-address:${address}`, TIRE_HOTEL_LIMITS.codeSendsPerAddress, TIRE_HOTEL_LIMIT_MESSAGES.tooManyCodesFromAddress)) ??
      (await this.over(`th:sends-regno:${regNo}`, TIRE_HOTEL_LIMITS.codeSendsPerRegNo, TIRE_HOTEL_LIMIT_MESSAGES.tooManyCodes)) ??
      (await this.over(`th:sends:${phone}`, TIRE_HOTEL_LIMITS.codeSendsPerPhone, TIRE_HOTEL_LIMIT_MESSAGES.tooManyCodes))
    );
  }

  /** Notes whose number and which vehicle a login token is for, so wrong codes count against that number and the token reaches only that vehicle. */
  async loggedIn(token: string, encryptedPhoneNumber: string): Promise<void> {
    const now = this.now();
    const phone = digest(encryptedPhoneNumber);
    const regNo = await this.counter.recall(`th:enc:${phone}`, now);
    await this.counter.remember(`th:token:${digest(token)}`, phone, LOGIN_MS, now);
    if (regNo) await this.counter.remember(`th:token-vehicle:${digest(token)}`, regNo, LOGIN_MS, now);
  }

  /**
   * Counts a validate call for `token` (any outcome counts) and says whether its code may be checked: not past
   * 10 calls, not for a token this BFF did not hand out, not when its number is locked or the address has guessed too much.
   */
  async validate(address: string, token: string): Promise<Refusal | null> {
    const now = this.now();
    const key = digest(token);
    // A made-up token is refused before it is counted, so guessing tokens cannot fill the store.
    if (!(await this.counter.recall(`th:token-vehicle:${key}`, now))) return { message: TIRE_HOTEL_LIMIT_MESSAGES.loginExpired, status: 401 };
    const perToken = await this.over(`th:validate:${key}`, TIRE_HOTEL_LIMITS.validatesPerToken, TIRE_HOTEL_LIMIT_MESSAGES.tooManyValidations);
    if (perToken) return perToken;
    const wrongForToken = TIRE_HOTEL_LIMITS.wrongCodesPerToken;
    if ((await this.counter.count(`th:wrong-token:${key}`, wrongForToken.windowMs, now)) >= wrongForToken.max) return { message: TIRE_HOTEL_LIMIT_MESSAGES.codeDead, retryAfterSeconds: wrongForToken.windowMs / 1000 };
    const phone = await this.counter.recall(`th:token:${key}`, now);
    if (phone) {
      const refusal = await this.locked(phone);
      if (refusal) return refusal;
    }
    const { max, windowMs } = TIRE_HOTEL_LIMITS.wrongCodesPerAddress;
    if ((await this.counter.count(`th:wrong-address:${address}`, windowMs, now)) >= max) return { message: TIRE_HOTEL_LIMIT_MESSAGES.tooManyRequests, retryAfterSeconds: windowMs / 1000 };
    return null;
  }

  /** Counts a wrong code against the token, its number and the address. */
  async wrongCode(address: string, token: string): Promise<void> {
    const now = this.now();
    await this.counter.record(`th:wrong-token:${digest(token)}`, TIRE_HOTEL_LIMITS.wrongCodesPerToken.windowMs, now);
    const phone = await this.counter.recall(`th:token:${digest(token)}`, now);
    if (phone) await this.counter.record(`th:wrong:${phone}`, TIRE_HOTEL_LIMITS.wrongCodesPerPhone.windowMs, now);
    await this.counter.record(`th:wrong-address:${address}`, TIRE_HOTEL_LIMITS.wrongCodesPerAddress.windowMs, now);
  }

  /**
   * After a right code: the vehicles the token may see (the one searched for, not every vehicle of the number),
   * and its scope noted for the booking calls. Empty when the login named no vehicle of this number.
   */
  async validated(token: string, vehicles: readonly TireHotelVehicle[]): Promise<TireHotelVehicle[]> {
    const now = this.now();
    const key = digest(token);
    const regNo = await this.counter.recall(`th:token-vehicle:${key}`, now);
    const mine = vehicles.filter((vehicle) => regNoDigest(vehicle.regNo) === regNo);
    const [vehicle] = mine;
    if (vehicle) {
      const scope: TokenScope = { regNo: regNoDigest(vehicle.regNo), brandCode: vehicle.brandCode, erpId: vehicle.location.erpId };
      await this.counter.remember(`th:scope:${key}`, JSON.stringify(scope), LOGIN_MS, now);
    }
    return mine;
  }

  /** The vehicle and workshop a validated token may reach, or undefined for a token this BFF never validated. */
  async scope(token: string): Promise<TokenScope | undefined> {
    const note = await this.counter.recall(`th:scope:${digest(token)}`, this.now());
    if (!note) return undefined;
    const parsed = scopeSchema.safeParse(safeJson(note));
    return parsed.success ? parsed.data : undefined;
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

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
