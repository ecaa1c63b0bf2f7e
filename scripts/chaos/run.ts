// npm run chaos (scripts/chaos.mjs): every remote x every fault of issue 20 on a system of its own, printed as a
// 7 x 5 matrix (PASS/FAIL and the page's TTFB per cell), written as JSON; the exit code says whether all passed.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { chromium } from 'playwright-core';
import { checkCell, fetchTimed, slotMode, type CellResult } from './checkCell';
import { applyFault, COLUMNS, type Column, type FaultSetting } from './faults';
import { chaosPages } from './pages';
import { startChaosProxy } from './proxy';

type Env = Record<string, string>;
export interface ChaosDeps {
  root: string;
  systemEnv: (base: Record<string, string | number>) => Env;
  startSystem: (env: Env) => Promise<{ stop: () => void; children: ChildProcess[] }>;
  chromiumArgs: string[];
}

interface VariantRecord extends CellResult {
  variant: string;
  version: string;
  hits: number | null;
}
interface CellRecord {
  remote: string;
  fault: Column['id'];
  pass: boolean;
  /** The slowest page's time to first byte among the cell's variants. */
  ttfbMs: number;
  variants: VariantRecord[];
}

const argument = (argv: string[], name: string): string | undefined => {
  const at = argv.indexOf(`--${name}`);
  return at === -1 ? undefined : argv[at + 1];
};

/** Nothing may listen on the dead origin's port, or "connection refused" is not what is tested. */
function portIsClosed(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

/** The matrix as text: rows remotes, columns faults, each cell PASS/FAIL and the TTFB in ms. */
export function formatMatrix(cells: CellRecord[], remotes: string[], columns: Column[]): string {
  const width = 32;
  const head = `${'remote'.padEnd(20)}${columns.map((c) => c.title.padEnd(width)).join('')}`;
  const rows = remotes.map((remote) => {
    const row = columns.map((column) => {
      const cell = cells.find((c) => c.remote === remote && c.fault === column.id);
      return (cell ? `${cell.pass ? 'PASS' : 'FAIL'} ${String(cell.ttfbMs).padStart(5)} ms` : '-').padEnd(width);
    });
    return `${remote.padEnd(20)}${row.join('')}`;
  });
  return [head, ...rows].join('\n');
}

export async function runChaos(argv: string[], deps: ChaosDeps): Promise<number> {
  const onlyRemote = argument(argv, 'remote');
  const onlyFault = argument(argv, 'fault');
  const reportFile = path.resolve(argument(argv, 'report') ?? path.join(os.tmpdir(), 'showroom-chaos-report.json'));
  // TEST_PORT_BASE + 600: beside npm test (+0) and the benchmarks (+400, +1000 to +5000).
  const base = Number(process.env.TEST_PORT_BASE ?? 18000) + 600;
  const proxyPort = base + 95;
  const deadPort = base + 96;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'showroom-chaos-'));
  const env = deps.systemEnv({
    PORT: base + 80,
    SANDBOX_PORT: base + 70,
    CDN_PORT: base + 90,
    PARTNER_PORT: base + 85,
    SANDBOX_DATA_DIR: path.join(work, 'data'),
    SHOWROOM_CDN_DIR: path.join(work, 'cdn'),
    // Every page reads the registry afresh, so a moved pointer bites at once.
    REGISTRY_TTL_MS: 0,
    // Every cell renders its page under its fault: no copy kept from the cell before (pages/pageCache.ts).
    PAGE_CACHE_MS: 0,
    // The CDN, the chaos proxy in front of it, and a port where nothing listens.
    REMOTE_ORIGINS: [base + 90, proxyPort, deadPort].map((port) => `http://127.0.0.1:${port}`).join(','),
    LOG_LEVEL: 'warn',
  });
  if (!(await portIsClosed(deadPort))) throw new Error(`port ${deadPort} must be free (the "connection refused" origin)`);

  const system = await deps.startSystem(env);
  const hostLines: string[] = [];
  system.children.at(-1)?.stdout?.on('data', (chunk: Buffer) => hostLines.push(...chunk.toString().split('\n').filter(Boolean)));
  const proxy = await startChaosProxy(proxyPort, env.SHOWROOM_CDN_URL!);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: deps.chromiumArgs });
  const setting: FaultSetting = { root: deps.root, cdnDir: env.SHOWROOM_CDN_DIR!, cdnUrl: env.SHOWROOM_CDN_URL!, proxy, deadOrigin: `http://127.0.0.1:${deadPort}` };
  const cells: CellRecord[] = [];
  const started = Date.now();
  try {
    const pages = (await chaosPages(env.SANDBOX_URL!)).filter((page) => !onlyRemote || page.remote === onlyRemote);
    const columns = COLUMNS.filter((column) => !onlyFault || column.id === onlyFault);
    // Without faults first: every page must be server-rendered within the slot deadline, cold (first request
    // after the deploy: bundle download, evaluation, cold upstream caches) and warm, or the matrix means nothing.
    console.log(`\nbaseline (no fault; slot deadline ${process.env.SLOT_DEADLINE_MS ?? 800} ms): TTFB and the slot's mode, cold then warm`);
    let baselineFailed = false;
    for (const page of pages) {
      const runs = [];
      for (let n = 0; n < 4; n += 1) runs.push(await fetchTimed(Number(env.PORT), page.site, page.path));
      const modes = runs.map((run) => slotMode(run.body, page.remote));
      const ok = runs.every((run) => run.status === 200) && modes.every((mode) => mode === 'server');
      baselineFailed ||= !ok;
      console.log(`  ${page.remote.padEnd(20)} ${ok ? 'ok  ' : 'FAIL'} cold ${runs[0]!.ttfbMs} ms (${modes[0]}), warm ${runs.slice(1).map((run) => run.ttfbMs).join('/')} ms (${modes.slice(1).join('/')})`);
    }
    if (baselineFailed) console.log('  a page without a fault was not server-rendered: the cells below are not meaningful');
    console.log(`\nchaos: ${pages.length} remotes x ${columns.length} faults on http://127.0.0.1:${env.PORT} (proxy ${proxy.origin}, dead origin ${setting.deadOrigin})`);
    for (const page of pages) {
      for (const column of columns) {
        const variants: VariantRecord[] = [];
        for (const variant of column.variants) {
          const applied = applyFault(setting, page.remote, page.module, variant);
          let record: VariantRecord;
          try {
            const result = await checkCell(
              browser,
              { port: Number(env.PORT), site: page.site, path: page.path, remote: page.remote, version: applied.version, expect: variant.expect, ...('slowLoad' in variant && variant.slowLoad ? { slowLoad: true } : {}) },
              () => hostLines,
            );
            const hits = applied.hitPath ? (proxy.hits().get(applied.hitPath) ?? 0) : null;
            // A fault nobody ran into proves nothing.
            if (hits === 0) result.problems.push(`the fault was never hit (${applied.hitPath})`);
            record = { variant: variant.name, version: applied.version, hits, ...result };
          } catch (error) {
            record = { variant: variant.name, version: applied.version, hits: null, problems: [`check failed: ${error instanceof Error ? error.message : String(error)}`], ttfbMs: -1, firstTtfbMs: -1, status: 0, serverMode: 'missing', interactiveMs: null };
          } finally {
            applied.restore();
            proxy.hits().clear();
          }
          variants.push(record);
          const verdict = record.problems.length === 0 ? 'pass' : `FAIL: ${record.problems.join('; ')}`;
          console.log(`  ${page.remote} ${page.site}${page.path} | ${variant.name}: ${verdict} (TTFB ${record.ttfbMs} ms, first ${record.firstTtfbMs} ms, server ${record.serverMode}, interactive ${record.interactiveMs ?? '-'} ms)`);
        }
        cells.push({ remote: page.remote, fault: column.id, pass: variants.every((v) => v.problems.length === 0), ttfbMs: Math.max(...variants.map((v) => v.ttfbMs)), variants });
      }
    }
    const failed = cells.filter((cell) => !cell.pass).length;
    console.log(`\n${formatMatrix(cells, pages.map((p) => p.remote), columns)}`);
    console.log(`\n${cells.length - failed}/${cells.length} cells passed in ${((Date.now() - started) / 1000).toFixed(0)} s; report: ${reportFile}`);
    fs.writeFileSync(reportFile, `${JSON.stringify({ date: new Date().toISOString(), slotDeadlineMs: Number(process.env.SLOT_DEADLINE_MS ?? 800), baselineFailed, cells }, null, 2)}\n`);
    return failed === 0 && !baselineFailed ? 0 : 1;
  } finally {
    await browser.close();
    await proxy.close();
    system.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}
