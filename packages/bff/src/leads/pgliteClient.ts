import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { SqlClient, SqlQueryable, SqlResult } from './sqlClient';

/** The in-memory data directory: nothing survives the process (tests). */
export const PGLITE_MEMORY = 'memory://';

function queryable(db: Pick<PGlite, 'query'>): SqlQueryable {
  return {
    async query<R extends object>(sql: string, params: readonly unknown[] = []): Promise<SqlResult<R>> {
      const result = await db.query<R>(sql, [...params]);
      return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
    },
  };
}

/**
 * A SqlClient on PGlite (PostgreSQL compiled to WebAssembly, in this process): the embedded default when no
 * DATABASE_URL is set. One connection, so transactions run one at a time, which PGlite itself enforces.
 */
export async function pgliteClient(dataDir: string): Promise<SqlClient> {
  if (dataDir !== PGLITE_MEMORY) mkdirSync(dataDir, { recursive: true });
  const db = dataDir === PGLITE_MEMORY ? new PGlite() : new PGlite(dataDir);
  await db.waitReady;
  return {
    dialect: 'pglite',
    description: dataDir === PGLITE_MEMORY ? 'PGlite in memory' : `PGlite in ${dataDir}`,
    ...queryable(db),
    transaction: <T>(work: (tx: SqlQueryable) => Promise<T>) => db.transaction((tx) => work(queryable(tx))),
    close: () => db.close(),
  };
}
