import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { pgClient } from '../pgClient';
import type { SqlClient } from '../sqlClient';
import { pgliteOverIpc } from './pgliteOverIpc';

/** The PostgreSQL server the store and worker suites run on besides PGlite (npm test starts it). */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A database for one test: its own, and dropped when closed. */
export interface TestDatabase {
  name: 'PGlite' | 'PostgreSQL';
  /** A new client on the test's database (two clients on PostgreSQL are two host instances). */
  connect(): Promise<SqlClient>;
  drop(): Promise<void>;
}

async function admin<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A schema of its own on the PostgreSQL test server, every connection's search_path set to it, dropped with
 * everything in it at the end. When the server does not answer the test fails (never skips): npm test
 * starts it (scripts/ensure-services.mjs), and a suite that silently ran on PGlite only would prove less.
 */
async function postgresDatabase(): Promise<TestDatabase> {
  const schema = `leads_test_${randomBytes(6).toString('hex')}`;
  try {
    await admin((client) => client.query(`CREATE SCHEMA ${schema}`));
  } catch (error) {
    throw new Error(`PostgreSQL at ${TEST_DATABASE_URL} does not answer (${error instanceof Error ? error.message : String(error)}); npm test starts it, or set TEST_DATABASE_URL`);
  }
  const clients: SqlClient[] = [];
  return {
    name: 'PostgreSQL',
    async connect() {
      const client = pgClient(TEST_DATABASE_URL, { searchPath: schema, max: 4 });
      clients.push(client);
      return client;
    },
    async drop() {
      await Promise.all(clients.map((client) => client.close().catch(() => undefined)));
      await admin((client) => client.query(`DROP SCHEMA ${schema} CASCADE`));
    },
  };
}

let pglite: Promise<SqlClient> | undefined;

/**
 * A schema of its own in the test file's one PGlite (in a child process, started once: PGlite's start takes
 * seconds). PGlite is one connection, so every client of a test is the same one, in that schema.
 */
async function pgliteDatabase(): Promise<TestDatabase> {
  pglite ??= pgliteOverIpc();
  const client = await pglite;
  const schema = `leads_test_${randomBytes(6).toString('hex')}`;
  await client.query(`CREATE SCHEMA ${schema}`);
  await client.query(`SET search_path TO ${schema}`);
  return {
    name: 'PGlite',
    connect: async () => ({ ...client, close: async () => undefined }),
    drop: async () => {
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
    },
  };
}

/** Stops the test file's PGlite child (afterAll). */
export async function closeTestDatabases(): Promise<void> {
  const current = pglite;
  pglite = undefined;
  await (await current)?.close();
}

/** Both databases the lead store runs on, for describe.each. */
export const TEST_DATABASES: [TestDatabase['name'], () => Promise<TestDatabase>][] = [
  ['PGlite', pgliteDatabase],
  ['PostgreSQL', postgresDatabase],
];
