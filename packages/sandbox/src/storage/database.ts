import { PGlite } from '@electric-sql/pglite';

/** The sandbox's one embedded Postgres; `dataDir` undefined keeps it in memory. Each store creates its own tables. */
export async function openDatabase(dataDir: string | undefined): Promise<PGlite> {
  const db = dataDir ? new PGlite(dataDir) : new PGlite();
  await db.waitReady;
  return db;
}
