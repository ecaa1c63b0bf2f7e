import { randomBytes } from 'node:crypto';
import path from 'node:path';

export interface SandboxOptions {
  /** 0 picks a free port. */
  port: number;
  host: string;
  cars: number;
  seed: number;
  /** Where PGlite keeps its files; undefined keeps the database in memory. */
  dataDir: string | undefined;
  /** The clock for time-relative data. */
  now: Date;
  apiKey: string;
  /** SANDBOX_SECRET: what the tire hotel's phone encryption and code hashing keys derive from (random per start by default). */
  secret: string;
  /** Milliseconds a 'timeout' fault holds a request. */
  timeoutMs: number;
  logger: boolean;
  /** SANDBOX_XSS=1: start with the stored-XSS override on (issue 20; also switched at run time: /__sandbox/xss). */
  xss?: boolean;
}

/** The repository root (packages/sandbox/src -> ../../..). */
export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

/** Options from argv and env, with the documented defaults. */
export function optionsFrom(argv: readonly string[], env: NodeJS.ProcessEnv): SandboxOptions {
  const flag = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    const inline = argv.find((arg) => arg.startsWith(`--${name}=`));
    return inline ? inline.slice(name.length + 3) : i >= 0 ? argv[i + 1] : undefined;
  };
  const int = (value: string | undefined, fallback: number, name: string) => {
    if (value === undefined || value === '') return fallback;
    const n = Number(value);
    if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a non-negative integer, got ${value}`);
    return n;
  };
  const now = env.SANDBOX_NOW ? new Date(env.SANDBOX_NOW) : new Date();
  if (Number.isNaN(now.getTime())) throw new Error(`SANDBOX_NOW is not a date: ${env.SANDBOX_NOW}`);
  return {
    port: int(flag('port') ?? env.SANDBOX_PORT, 8070, 'port'),
    host: env.SANDBOX_HOST ?? '127.0.0.1',
    cars: int(flag('cars') ?? env.SANDBOX_CARS, 5000, 'cars'),
    seed: int(flag('seed') ?? env.SANDBOX_SEED, 1, 'seed'),
    dataDir: path.resolve(flag('data-dir') ?? env.SANDBOX_DATA_DIR ?? path.join(REPO_ROOT, '.data', 'sandbox')),
    now,
    apiKey: env.SANDBOX_API_KEY ?? 'sandbox-key',
    secret: env.SANDBOX_SECRET || randomBytes(32).toString('hex'),
    timeoutMs: 30_000,
    logger: false,
    xss: env.SANDBOX_XSS === '1',
  };
}
