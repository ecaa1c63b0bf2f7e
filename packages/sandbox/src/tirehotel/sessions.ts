import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { TIRE_HOTEL } from '@showroom/contracts/tirehotel';

/** A login: the code sent, its expiry, and (once validated) whose vehicles the token may book for. */
export interface TireSession {
  token: string;
  phone: string;
  regNos: readonly string[];
  validated: boolean;
}

interface Entry extends TireSession {
  /** HMAC of token and code: a dump of the store gives no code away. */
  codeHash: Buffer;
  codeExpiresAt: number;
  codeUsed: boolean;
  wrongAttempts: number;
  sessionExpiresAt: number;
}

export type ValidateOutcome = { ok: true; session: TireSession } | { ok: false; reason: 'unknownToken' | 'wrongCode' | 'expired' | 'used' | 'tooManyAttempts' };

export interface SessionOptions {
  /** How long a code can be used (default 5 minutes of the sandbox clock: issue 19, OWASP's short-lived codes). */
  codeTtlMs: number;
  /** How long a login lasts (default 2 hours). */
  sessionTtlMs: number;
  /** Wrong codes before the code is void (default 5), so four digits cannot be guessed: then only a new send helps. */
  maxWrongAttempts: number;
  /** Key of the code hashes (from the sandbox secret; random when not given). */
  codeKey: string;
}

/** Minutes a one-time code lasts, on the sandbox clock. */
export const CODE_TTL_MINUTES = 5;
const DEFAULTS: Omit<SessionOptions, 'codeKey'> = { codeTtlMs: CODE_TTL_MINUTES * 60_000, sessionTtlMs: 2 * 60 * 60_000, maxWrongAttempts: 5 };

/** A random code of spec 3 §9's length, from the OS's cryptographic source. */
export function randomCode(): string {
  return String(randomInt(0, 10 ** TIRE_HOTEL.codeLength)).padStart(TIRE_HOTEL.codeLength, '0');
}

/** One-time codes and logins, in memory (a sandbox restart logs everyone out, as a real deploy may). */
export class TireSessions {
  private readonly entries = new Map<string, Entry>();
  private readonly options: SessionOptions;

  constructor(
    private readonly now: () => Date,
    options: Partial<SessionOptions> = {},
    private readonly newCode: () => string = randomCode,
  ) {
    this.options = { ...DEFAULTS, codeKey: randomBytes(32).toString('hex'), ...options };
  }

  /** Starts a login: a fresh token and a fresh code for it; any code sent to the same phone before stops working. */
  login(phone: string, regNos: readonly string[]): { token: string; code: string; expiresAt: Date; ttlMinutes: number } {
    const now = this.now().getTime();
    this.prune(now);
    for (const [other, entry] of this.entries) if (entry.phone === phone && !entry.validated) this.entries.delete(other);
    const token = randomBytes(24).toString('base64url');
    const code = this.newCode();
    const codeExpiresAt = now + this.options.codeTtlMs;
    this.entries.set(token, { token, phone, regNos, validated: false, codeHash: this.hash(token, code), codeExpiresAt, codeUsed: false, wrongAttempts: 0, sessionExpiresAt: now + this.options.sessionTtlMs });
    return { token, code, expiresAt: new Date(codeExpiresAt), ttlMinutes: Math.round(this.options.codeTtlMs / 60_000) };
  }

  /** Checks a code: right, unused and in time validates the token; a code works once. */
  validate(token: string, code: string): ValidateOutcome {
    const entry = this.entries.get(token);
    if (!entry) return { ok: false, reason: 'unknownToken' };
    if (entry.codeUsed) return { ok: false, reason: 'used' };
    if (entry.wrongAttempts >= this.options.maxWrongAttempts) return { ok: false, reason: 'tooManyAttempts' };
    if (this.now().getTime() > entry.codeExpiresAt) return { ok: false, reason: 'expired' };
    if (!timingSafeEqual(entry.codeHash, this.hash(token, code))) {
      entry.wrongAttempts += 1;
      return { ok: false, reason: entry.wrongAttempts >= this.options.maxWrongAttempts ? 'tooManyAttempts' : 'wrongCode' };
    }
    entry.codeUsed = true;
    entry.validated = true;
    return { ok: true, session: publicView(entry) };
  }

  /** The validated, unexpired login of a token, or undefined. */
  authorize(token: string): TireSession | undefined {
    const entry = this.entries.get(token);
    if (!entry?.validated || this.now().getTime() > entry.sessionExpiresAt) return undefined;
    return publicView(entry);
  }

  // Fixed length whatever the input, and compared in constant time: the answer time tells nothing.
  private hash(token: string, code: string): Buffer {
    return createHmac('sha256', this.options.codeKey).update(`${token}:${code}`).digest();
  }

  private prune(now: number): void {
    for (const [token, entry] of this.entries) if (now > entry.sessionExpiresAt) this.entries.delete(token);
  }
}

function publicView(entry: Entry): TireSession {
  return { token: entry.token, phone: entry.phone, regNos: entry.regNos, validated: entry.validated };
}
