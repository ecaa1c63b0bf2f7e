import { Pool, type PoolConfig } from 'pg';
import type { SqlClient, SqlQueryable, SqlResult } from './sqlClient';

/** The address of a database without its password, for logs. */
export function redactedDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres (unparsable DATABASE_URL)';
  }
}

function queryable(run: (sql: string, params: unknown[]) => Promise<{ rows: object[]; rowCount: number | null }>): SqlQueryable {
  return {
    async query<R extends object>(sql: string, params: readonly unknown[] = []): Promise<SqlResult<R>> {
      const result = await run(sql, [...params]);
      return { rows: result.rows as R[], affectedRows: result.rowCount ?? 0 };
    },
  };
}

export interface PgClientOptions {
  /** The schema every connection works in (the tests' own); the server's default when unset. */
  searchPath?: string;
  max?: number;
}

/** A SqlClient on a PostgreSQL server through a `pg` pool. */
export function pgClient(connectionString: string, options: PgClientOptions = {}): SqlClient {
  const config: PoolConfig = { connectionString, max: options.max ?? 5, connectionTimeoutMillis: 5000, ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}) };
  const pool = new Pool(config);
  // An idle connection that the server drops must not crash the host; the next query takes another.
  pool.on('error', () => undefined);
  return {
    dialect: 'postgres',
    description: `PostgreSQL at ${redactedDatabaseUrl(connectionString)}`,
    ...queryable((sql, params) => pool.query(sql, params)),
    async transaction<T>(work: (tx: SqlQueryable) => Promise<T>): Promise<T> {
      const connection = await pool.connect();
      try {
        await connection.query('BEGIN');
        const result = await work(queryable((sql, params) => connection.query(sql, params)));
        await connection.query('COMMIT');
        return result;
      } catch (error) {
        await connection.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        connection.release();
      }
    },
    close: () => pool.end(),
  };
}
