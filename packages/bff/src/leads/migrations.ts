import type { SqlClient, SqlQueryable } from './sqlClient';

export interface Migration {
  version: number;
  name: string;
  /** One statement each: PGlite's parameterised queries take a single statement. */
  statements: readonly string[];
}

/**
 * The lead store's schema, one numbered step at a time: a step once released is never edited, a change is
 * a new step. The same SQL runs on PostgreSQL and on PGlite.
 */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'leads',
    statements: [
      `CREATE TABLE leads (
        form_submission_id UUID PRIMARY KEY,
        form_name TEXT NOT NULL,
        form_values JSONB NOT NULL,
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'parked')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TIMESTAMPTZ NOT NULL,
        last_error TEXT,
        created_at TIMESTAMPTZ NOT NULL,
        delivered_at TIMESTAMPTZ,
        claimed_until TIMESTAMPTZ
      )`,
      `CREATE INDEX leads_due ON leads (next_attempt_at) WHERE status = 'pending'`,
      `CREATE INDEX leads_created_at ON leads (created_at)`,
    ],
  },
];

// Any constant both sides agree on: it names the lock "lead store migrations" for pg_advisory_xact_lock.
const MIGRATION_LOCK = 7_311_017;

async function appliedVersions(tx: SqlQueryable): Promise<Set<number>> {
  await tx.query(`CREATE TABLE IF NOT EXISTS lead_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())`);
  const { rows } = await tx.query<{ version: number }>('SELECT version FROM lead_migrations');
  return new Set(rows.map((row) => Number(row.version)));
}

/**
 * Brings the schema up to date in one transaction; returns the versions it applied. On PostgreSQL two
 * host instances may start at once: a transaction-scoped advisory lock makes the second wait for the
 * first and then find nothing left to do. PGlite has one connection, so nothing runs beside it.
 */
export async function runMigrations(client: SqlClient, migrations: readonly Migration[] = MIGRATIONS): Promise<number[]> {
  return client.transaction(async (tx) => {
    if (client.dialect === 'postgres') await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    const applied = await appliedVersions(tx);
    const done: number[] = [];
    for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
      if (applied.has(migration.version)) continue;
      for (const statement of migration.statements) await tx.query(statement);
      await tx.query('INSERT INTO lead_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      done.push(migration.version);
    }
    return done;
  });
}
