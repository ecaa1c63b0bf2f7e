// npm run fuzz: malformed input against the running system (issue 20). Builds when a dist folder is missing, starts
// sandbox, CDN and host on TEST_PORT_BASE + 4400 with TRUST_PROXY=127.0.0.1,::1 (no faults on), and sends 10,000
// malformed requests over raw sockets across every BFF route (from their descriptions in contracts) and the page
// routes of every site: wrong types, huge and deeply nested bodies, path traversal, encoded NULs, header injection,
// invalid UTF-8, malformed JSON and prototype keys (scripts/fuzz/generator.mjs). Each request comes from its own
// client address (X-Forwarded-For, believed from loopback), so the per-address limits do not turn them into 429s
// before they reach the handlers; the limits stay at their defaults. Prints the statuses per route and per
// category, then checks the host still answers /healthz and a page. Exits 1 on any 5xx, any request without an
// answer within the deadline, or an unhealthy host afterwards.
//   -- --count 10000 --seed 20 --concurrency 8 --timeout 15000
import net from 'node:net';
import { createRequire } from 'node:module';
import { argument, buildIfMissing, startBenchSystem } from './bench-lib.mjs';
import { CATEGORIES, fuzzRequests, requestBytes } from './fuzz/generator.mjs';

const COUNT = Number(argument('count', 10_000));
const SEED = Number(argument('seed', 20));
const CONCURRENCY = Number(argument('concurrency', 8));
const TIMEOUT_MS = Number(argument('timeout', 15_000));

/** Sends the bytes on a socket of its own; resolves with the status of the answer, 'hang' past the deadline, or 'reset'. */
function send(port, bytes) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let head = '';
    let settled = false;
    const done = (outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(outcome);
    };
    const timer = setTimeout(() => done('hang'), TIMEOUT_MS);
    socket.on('data', (chunk) => {
      head += chunk.toString('latin1');
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(head);
      if (match) done(Number(match[1]));
      else if (head.length > 64) done('garbled');
    });
    socket.on('error', () => done(head ? 'garbled' : 'reset'));
    socket.on('close', () => done(head ? 'garbled' : 'reset'));
    // A server that answers early (413) and closes while the body is still going out is fine: its status counts.
    socket.write(bytes, () => undefined);
  });
}

const failed = (outcome) => outcome === 'hang' || outcome === 'garbled' || (typeof outcome === 'number' && outcome >= 500);

buildIfMissing();
const system = await startBenchSystem(4400, { LOG_LEVEL: 'error', TRUST_PROXY: '127.0.0.1,::1' });
let exitCode = 0;
try {
  const port = Number(system.env.PORT);
  const tsx = createRequire(import.meta.url)('tsx/cjs/api');
  const { fuzzApiRoutes, fuzzPageRoutes } = tsx.require('./fuzz/routes.ts', import.meta.url);
  const apiRoutes = fuzzApiRoutes();
  const pageRoutes = fuzzPageRoutes(port);
  console.log(`\n=== fuzz: ${COUNT} requests, seed ${SEED}, ${apiRoutes.length} API routes and ${pageRoutes.length} page routes, ${CONCURRENCY} at a time, ${TIMEOUT_MS} ms deadline each`);

  const byRoute = new Map();
  const byCategory = new Map();
  const failures = [];
  const tally = (map, key, outcome) => {
    const counts = map.get(key) ?? {};
    counts[outcome] = (counts[outcome] ?? 0) + 1;
    map.set(key, counts);
  };
  const requests = fuzzRequests({ apiRoutes, pageRoutes, count: COUNT, seed: SEED, apiHost: `127.0.0.1:${port}` });
  const started = performance.now();
  let sent = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let next = requests.next(); !next.done; next = requests.next()) {
        const req = next.value;
        const outcome = await send(port, requestBytes(req));
        sent += 1;
        tally(byRoute, req.label, outcome);
        tally(byCategory, req.category, outcome);
        if (failed(outcome)) failures.push({ outcome, category: req.category, label: req.label, method: req.method, target: req.target.toString('latin1').slice(0, 200), headers: req.headers.map(([n, v]) => `${n}: ${String(v).slice(0, 80)}`), body: req.body?.toString('utf8').slice(0, 200) });
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;

  const line = (counts) => Object.entries(counts).sort(([a], [b]) => String(a).localeCompare(String(b))).map(([outcome, n]) => `${outcome}: ${n}`).join(', ');
  const width = Math.max(...[...byRoute.keys()].map((k) => k.length));
  console.log(`\nstatuses per route (${sent} requests in ${seconds.toFixed(1)} s):`);
  for (const [label, counts] of [...byRoute].sort(([a], [b]) => a.localeCompare(b))) console.log(`  ${label.padEnd(width)}  ${line(counts)}`);
  console.log('\nstatuses per category:');
  for (const category of CATEGORIES) console.log(`  ${category.padEnd(17)} ${line(byCategory.get(category) ?? {})}`);
  const total = {};
  for (const counts of byRoute.values()) for (const [outcome, n] of Object.entries(counts)) total[outcome] = (total[outcome] ?? 0) + n;
  console.log(`\nall: ${line(total)}`);

  const health = await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.status).catch(() => 0);
  const page = await fetch(`http://127.0.0.1:${port}/`, { headers: { host: `dealergroup-se.localhost:${port}` } }).then((r) => r.status).catch(() => 0);
  console.log(`host afterwards: /healthz ${health}, dealergroup-se / ${page}`);

  if (failures.length > 0) {
    console.log(`\n${failures.length} requests answered 5xx, no answer (hang), or a garbled answer; the first 20:`);
    for (const f of failures.slice(0, 20)) console.log(JSON.stringify(f));
  }
  const ok = failures.length === 0 && sent === COUNT && health === 200 && page === 200;
  console.log(ok ? 'PASS: no 5xx, no hang, host healthy' : 'FAIL');
  if (!ok) exitCode = 1;
} finally {
  system.stop();
}
process.exit(exitCode);
