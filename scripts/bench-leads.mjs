// npm run bench:leads: does the BFF lose a lead when the forms upstream and the host fail? 1,000 sell-car leads
// from 20 concurrent clients through the host's BFF while the sandbox's comhub fails half its calls at random,
// one host instance killed (SIGKILL) and restarted in the middle of the run; then the fault is turned off, the
// queue drains, and the bench prints submitted / stored / delivered / duplicated / lost and the p95 answer time.
//   -- --instances 2   two host instances sharing one PostgreSQL database (DATABASE_URL's server, a database of
//                      the bench's own, dropped afterwards); 1 (the default) runs one instance on PGlite in a folder
//   -- --submissions N, --clients N, --fail-rate R (0..1)
// A client that gets no 202 (the instance died under it, or the store could not take the lead) sends the same
// formSubmissionId again, as the browser's retry does, so "lost" counts only leads the system answered 202 for
// and then never delivered.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, service, waitFor } from './lib.mjs';
import { argument, buildIfMissing, startBenchSystem } from './bench-lib.mjs';

const instances = Number(argument('instances', 1));
const submissions = Number(argument('submissions', 1000));
const clients = Number(argument('clients', 20));
const failRate = Number(argument('fail-rate', 0.5));
const FORM_NAME = 'carstore-seSellCarForm';
const SITE_HOST = 'carstore-se.localhost';
const DRAIN_TIMEOUT_MS = 180_000;

if (![1, 2].includes(instances)) throw new Error('--instances is 1 or 2');

/** A database of the bench's own on the PostgreSQL server (two instances must share one). */
async function createBenchDatabase() {
  const { default: pg } = await import('pg');
  const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `showroom_bench_leads_${process.pid}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const again = new pg.Client({ connectionString: server });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}

/** Counts the store's leads by status: from PostgreSQL directly, or from the PGlite folder once no host holds it. */
async function leadCounts(storeEnv) {
  const sql = 'SELECT status, count(*)::int AS n FROM leads GROUP BY status';
  let rows;
  if (storeEnv.DATABASE_URL) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: storeEnv.DATABASE_URL });
    await client.connect();
    rows = (await client.query(sql)).rows;
    await client.end();
  } else {
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create(storeEnv.LEADS_PGLITE_DIR);
    rows = (await db.query(sql)).rows;
    await db.close();
  }
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
}

/** What the sandbox's comhub received: one entry per stored submission, with how many times it was posted. */
async function comhubReceipts(env) {
  const response = await fetch(`${env.SANDBOX_URL}/__sandbox/forms?formName=${FORM_NAME}`);
  const body = await response.json();
  return body.submissions;
}

async function setComhubFault(env, rate) {
  const response = await fetch(`${env.SANDBOX_URL}/__sandbox/faults`, {
    method: rate === null ? 'DELETE' : 'POST',
    headers: rate === null ? {} : { 'content-type': 'application/json' },
    body: rate === null ? undefined : JSON.stringify({ upstream: 'comhub', mode: 'fail', status: 503, rate }),
  });
  if (!response.ok) throw new Error(`fault switch: ${response.status} ${await response.text()}`);
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

await buildIfMissing();
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'showroom-bench-leads-'));
const database = instances === 2 ? await createBenchDatabase() : null;
const storeEnv = database ? { DATABASE_URL: database.url } : { LEADS_PGLITE_DIR: path.join(work, 'leads') };
// Short waits so the queue drains within the run; a killed instance's claims come back after the lease.
const workerEnv = { LEADS_BACKOFF_BASE_MS: 50, LEADS_BACKOFF_CAP_MS: 1000, LEADS_POLL_MS: 200, LEADS_LEASE_MS: 10_000, LEADS_SEND_TIMEOUT_MS: 5000 };
const system = await startBenchSystem(3000, { LOG_LEVEL: 'error', ...workerEnv, ...storeEnv });
const { env } = system;
const hosts = [{ port: Number(env.PORT), child: system.host }];
const startHost = (port) => service(`host@${port}`, 'node', [path.join(ROOT, 'host-shell/dist/server/index.js')], { ...process.env, NODE_ENV: 'production', ...env, PORT: String(port) });
let stopped = false;
try {
  if (instances === 2) {
    const port = Number(env.PORT) + 1;
    hosts.push({ port, child: startHost(port) });
    await waitFor(`http://127.0.0.1:${port}/healthz`, 60_000);
  }
  await setComhubFault(env, failRate);

  const ids = Array.from({ length: submissions }, () => randomUUID());
  const answered = new Map(); // id -> ms of the request that got the 202
  let retries = 0;
  let next = 0;
  let done = 0;
  let killed = false;

  /** Kills the first instance once 40 % are in, then starts it again on the same port and data. */
  async function killAndRestart() {
    const victim = hosts[0];
    victim.child.stopping = true;
    victim.child.kill('SIGKILL');
    console.log(`killed the host on :${victim.port} after ${done} of ${submissions} answers`);
    victim.child = startHost(victim.port);
    await waitFor(`http://127.0.0.1:${victim.port}/healthz`, 60_000);
    console.log(`restarted the host on :${victim.port}`);
  }
  let restart = Promise.resolve();

  async function submit(id, attempt) {
    const { port } = hosts[(attempt + ids.indexOf(id)) % hosts.length];
    const body = { formName: FORM_NAME, formSubmissionId: id, values: { customerName: 'Bench Lead', customerPhone: '0701234567', customerEmail: 'bench@example.com' } };
    const started = performance.now();
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/forms/comhub`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', host: SITE_HOST },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
      await response.arrayBuffer();
      if (response.status === 202) return performance.now() - started;
    } catch {
      // the instance is down (killed): try again
    }
    return null;
  }

  async function client() {
    while (next < ids.length) {
      const id = ids[next++];
      for (let attempt = 0; ; attempt += 1) {
        const ms = await submit(id, attempt);
        if (ms !== null) {
          answered.set(id, ms);
          break;
        }
        retries += 1;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      done += 1;
      if (!killed && done >= submissions * 0.4) {
        killed = true;
        restart = killAndRestart();
      }
    }
  }
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, client));
  await restart;
  const submitSeconds = (performance.now() - started) / 1000;
  await setComhubFault(env, null);

  // Drain: every answered lead reaches comhub once the fault is off.
  const deadline = Date.now() + DRAIN_TIMEOUT_MS;
  // Only this run's ids count: a receipt of any other lead (a run stopped half-way, say) must not end the wait.
  const ours = async () => (await comhubReceipts(env)).filter((r) => answered.has(r.formSubmissionId));
  let receipts = await ours();
  while (receipts.length < answered.size && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    receipts = await ours();
  }
  const foreign = (await comhubReceipts(env)).length - receipts.length;
  if (foreign > 0) console.log(`(comhub also holds ${foreign} leads that this run did not send)`);
  const drainSeconds = (performance.now() - started) / 1000 - submitSeconds;
  for (const host of hosts) {
    host.child.stopping = true;
    host.child.kill('SIGTERM');
  }
  await Promise.all(hosts.map((h) => new Promise((resolve) => (h.child.exitCode === null ? h.child.once('exit', resolve) : resolve()))));
  const counts = await leadCounts(storeEnv);

  const receivedIds = new Map();
  for (const r of receipts) receivedIds.set(r.formSubmissionId, (receivedIds.get(r.formSubmissionId) ?? 0) + 1);
  const stored = Object.values(counts).reduce((a, b) => a + b, 0);
  const duplicated = [...receivedIds.values()].filter((n) => n > 1).length;
  const resent = receipts.filter((r) => (r.receivedCount ?? 1) > 1).length;
  const lost = [...answered.keys()].filter((id) => !receivedIds.has(id)).length;
  const latencies = [...answered.values()];

  console.log(`\n${instances} host instance(s) on ${storeEnv.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${clients} clients, comhub failing ${Math.round(failRate * 100)} % of calls, one instance killed and restarted`);
  console.log('submitted  stored  delivered  duplicated  lost  p95 answer (ms)  client retries  submit (s)  drain (s)  parked  re-sent (absorbed by comhub)');
  console.log(
    `${String(answered.size).padStart(9)}  ${String(stored).padStart(6)}  ${String(counts.delivered ?? 0).padStart(9)}  ${String(duplicated).padStart(10)}  ${String(lost).padStart(4)}  ${percentile(latencies, 95).toFixed(1).padStart(15)}  ${String(retries).padStart(14)}  ${submitSeconds.toFixed(1).padStart(10)}  ${drainSeconds.toFixed(1).padStart(9)}  ${String(counts.parked ?? 0).padStart(6)}  ${String(resent).padStart(4)}`,
  );
  console.log(`expected: ${submissions} / ${submissions} / ${submissions} / 0 / 0`);
  const ok = answered.size === submissions && stored === submissions && (counts.delivered ?? 0) === submissions && duplicated === 0 && lost === 0;
  stopped = true;
  system.stop();
  if (!ok) process.exitCode = 1;
} finally {
  if (!stopped) system.stop();
  for (const host of hosts.slice(1)) if (host.child.exitCode === null) host.child.kill('SIGTERM');
  if (hosts[0].child !== system.host && hosts[0].child.exitCode === null) hosts[0].child.kill('SIGTERM');
  await database?.drop().catch((error) => console.error(`could not drop the bench database: ${error.message}`));
  fs.rmSync(work, { recursive: true, force: true });
}
