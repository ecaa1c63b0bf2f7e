/** A row set as both drivers return it. */
export interface SqlResult<R> {
  rows: R[];
  /** Rows the statement inserted, updated or deleted (0 for a SELECT on PGlite). */
  affectedRows: number;
}

/** Runs one parameterised statement ($1, $2 ...). */
export interface SqlQueryable {
  query<R extends object = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<SqlResult<R>>;
}

/**
 * The little SQL the lead store needs, the same on PostgreSQL (`pg`) and on PGlite: statements, and a
 * transaction that commits when its callback resolves and rolls back when it throws.
 */
export interface SqlClient extends SqlQueryable {
  readonly dialect: 'postgres' | 'pglite';
  /** Where the data lives, without credentials: for the start-up line and the test report. */
  readonly description: string;
  transaction<T>(work: (tx: SqlQueryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
