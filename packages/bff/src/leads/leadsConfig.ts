import path from 'node:path';

/** How the lead store and its delivery worker run; every field has an environment variable (README). */
export interface LeadsConfig {
  /** PostgreSQL when set (shared by every host instance), else PGlite in `pgliteDir`. */
  databaseUrl: string | undefined;
  /** PGlite's data directory, or `memory://`. */
  pgliteDir: string;
  /** First retry delay's ceiling; each failure doubles it up to `backoffCapMs` (full jitter below it). */
  backoffBaseMs: number;
  backoffCapMs: number;
  /** The longest Retry-After honoured: an upstream cannot hold a lead back for longer. */
  retryAfterCapMs: number;
  /** Failed attempts after which a lead is parked for an operator. */
  maxAttempts: number;
  /** How often the worker looks for due leads when nothing woke it. */
  pollMs: number;
  /** How long a claim holds a lead: longer than one send can take, so only a dead instance's claim runs out. */
  leaseMs: number;
  /** Leads claimed (and sent side by side) per pass. */
  batchSize: number;
  /** Leads of any status older than this are deleted. */
  retentionDays: number;
  /** How long one send to the forms upstream may take. */
  sendTimeoutMs: number;
}

/** The default PGlite directory: under the working directory's .data (gitignored), so a lead survives a restart. */
export const DEFAULT_PGLITE_DIR = path.join('.data', 'leads');

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, not "${raw}"`);
  return value;
}

/** The leads settings from the environment; a malformed number stops the start rather than run with a guess. */
export function leadsConfigFromEnv(env: NodeJS.ProcessEnv = process.env): LeadsConfig {
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  const pgliteDir = env.LEADS_PGLITE_DIR?.trim() || DEFAULT_PGLITE_DIR;
  return {
    databaseUrl,
    pgliteDir: pgliteDir === 'memory://' ? pgliteDir : path.resolve(pgliteDir),
    backoffBaseMs: positive(env, 'LEADS_BACKOFF_BASE_MS', 1000),
    backoffCapMs: positive(env, 'LEADS_BACKOFF_CAP_MS', 10 * 60_000),
    retryAfterCapMs: positive(env, 'LEADS_RETRY_AFTER_CAP_MS', 60 * 60_000),
    maxAttempts: Math.floor(positive(env, 'LEADS_MAX_ATTEMPTS', 20)),
    pollMs: positive(env, 'LEADS_POLL_MS', 5000),
    leaseMs: positive(env, 'LEADS_LEASE_MS', 60_000),
    batchSize: Math.floor(positive(env, 'LEADS_BATCH_SIZE', 20)),
    retentionDays: positive(env, 'LEADS_RETENTION_DAYS', 90),
    sendTimeoutMs: positive(env, 'LEADS_SEND_TIMEOUT_MS', 8000),
  };
}
