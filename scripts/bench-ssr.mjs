// npm run bench:ssr: how many server-rendered pages the host serves. autocannon against the started system
// (the build in dist/, the sandbox local, caches warm) for 30 s at 50 connections on the home page, the car
// list and a car detail page of dealergroup-se, three runs; prints req/s, p50/p99 latency, errors and non-2xx
// answers, and the host's resident memory before and after each run (flat over the runs, or it leaks).
// `-- --duration N` sets the seconds per page, `-- --runs N` the runs, `-- --connections N` the connections.
// The host runs as deployed, its page cache on (host-shell/src/server/pages/pageCache.ts: one render per page per
// PAGE_CACHE_MS); `-- --no-page-cache` renders every request, to measure the render path itself.
import fs from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import { argument, buildIfMissing, firstCar, startBenchSystem } from './bench-lib.mjs';

const duration = Number(argument('duration', 30));
const runs = Number(argument('runs', 3));
const connections = Number(argument('connections', 50));
// `-- --encoding identity` asks for uncompressed pages (to see what compression costs).
const encoding = argument('encoding', 'br, gzip');

await buildIfMissing();
const pageCache = !process.argv.includes('--no-page-cache');
const system = await startBenchSystem(2000, { LOG_LEVEL: 'warn', ...(pageCache ? {} : { PAGE_CACHE_MS: 0 }) });
const { env, host } = system;

/** The host process's resident memory in MB (Linux /proc). */
function hostMemoryMb() {
  const status = fs.readFileSync(`/proc/${host.pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

const load = (url, seconds) =>
  new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers: { host: 'dealergroup-se.localhost', 'accept-encoding': encoding } }, (error, result) => (error ? reject(error) : resolve(result)));
  });

try {
  const car = await firstCar(env);
  const base = `http://127.0.0.1:${env.PORT}`;
  const pages = { home: `${base}/`, 'car list': `${base}/kop-bil`, 'car detail': `${base}/kop-bil/${car.car_id}/${car.slug}` };

  // Warm: the shell content cache, the remotes' server bundles, the JIT.
  for (const url of Object.values(pages)) await load(url, 3);

  console.log(`\n${connections} connections, ${duration} s a page, ${runs} runs, ${os.cpus().length} cores, accept-encoding: ${encoding}, page cache ${pageCache ? 'on (as deployed)' : 'off (every request rendered)'}`);
  console.log('run  page          req/s   p50 (ms)  p99 (ms)  errors  non-2xx   host memory before -> after (MB)');
  for (let run = 1; run <= runs; run += 1) {
    for (const [name, url] of Object.entries(pages)) {
      const before = hostMemoryMb();
      const result = await load(url, duration);
      const after = hostMemoryMb();
      console.log(
        `${String(run).padStart(3)}  ${name.padEnd(12)} ${result.requests.average.toFixed(0).padStart(6)}  ${String(result.latency.p50).padStart(9)}  ${String(result.latency.p99).padStart(8)}  ${String(result.errors + result.timeouts).padStart(6)}  ${String(result.non2xx).padStart(7)}   ${before.toFixed(0).padStart(6)} -> ${after.toFixed(0)}`,
      );
    }
  }
  console.log('goal (issue 14, 2 cores): home >= 200 req/s with p99 <= 150 ms, car list and detail >= 100 req/s, 0 errors, memory flat over the runs');
} finally {
  system.stop();
}
