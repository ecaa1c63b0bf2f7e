import type { LeadsConfig } from './leadsConfig';
import { pgClient } from './pgClient';
import { pgliteClient } from './pgliteClient';
import type { SqlClient } from './sqlClient';

/** PostgreSQL when DATABASE_URL is set, else PGlite in its directory: one store, either database. */
export async function openSqlClient(config: Pick<LeadsConfig, 'databaseUrl' | 'pgliteDir'>): Promise<SqlClient> {
  if (!config.databaseUrl) return pgliteClient(config.pgliteDir);
  const client = pgClient(config.databaseUrl);
  try {
    await client.query('SELECT 1');
  } catch (error) {
    await client.close().catch(() => undefined);
    throw error;
  }
  return client;
}
