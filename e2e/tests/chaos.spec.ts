import { expect, test } from '@playwright/test';
import { checkCell } from '../../scripts/chaos/checkCell';
import { applyFault, COLUMNS, type Column, type FaultSetting } from '../../scripts/chaos/faults';
import { chaosPages, type ChaosPage } from '../../scripts/chaos/pages';
import { startChaosProxy, type ChaosProxy } from '../../scripts/chaos/proxy';
import { PORT, ROOT } from '../support/system';

// Issue 20: a sample of `npm run chaos` (scripts/chaos.mjs runs all 7 x 5 cells), one remote per fault, on the
// same fault machinery (scripts/chaos/) and the same checks. The proxy and the dead origin are in the test
// system's REMOTE_ORIGINS (scripts/test.mjs).
const cdnDir = process.env.SHOWROOM_CDN_DIR;
const cdnUrl = process.env.SHOWROOM_CDN_URL ?? 'http://127.0.0.1:8090';
const proxyPort = Number(process.env.CHAOS_PROXY_PORT ?? 0);
const deadPort = Number(process.env.CHAOS_DEAD_PORT ?? 0);

const SAMPLE: { fault: Column['id']; remote: string }[] = [
  { fault: 'unreachable', remote: 'mfe-kits' },
  { fault: 'delivery', remote: 'mfe-forms' },
  { fault: 'server-bundle', remote: 'mfe-dealers' },
  { fault: 'slow-data', remote: 'mfe-search' },
  { fault: 'component', remote: 'mfe-car-detail' },
];

test.describe('remote isolation, a sample of the chaos matrix', () => {
  test.skip(!cdnDir || !proxyPort || !deadPort, 'needs the test system (npm test): its CDN folder and the chaos ports');
  let proxy: ChaosProxy;
  let pages: ChaosPage[];
  test.beforeAll(async () => {
    proxy = await startChaosProxy(proxyPort, cdnUrl);
    pages = await chaosPages(process.env.SANDBOX_URL ?? 'http://127.0.0.1:8070');
  });
  test.afterAll(async () => proxy?.close());

  for (const { fault, remote } of SAMPLE) {
    const column = COLUMNS.find((c) => c.id === fault)!;
    test(`${remote}, ${column.title}: ${column.variants.map((v) => v.name).join('; ')}`, async ({ browser }) => {
      // Two hung files cost up to 2 x (10 s + one 10 s retry) each.
      test.setTimeout(150_000);
      const page = pages.find((p) => p.remote === remote)!;
      const setting: FaultSetting = { root: ROOT, cdnDir: cdnDir!, cdnUrl, proxy, deadOrigin: `http://127.0.0.1:${deadPort}` };
      for (const variant of column.variants) {
        const applied = applyFault(setting, remote, page.module, variant);
        try {
          const result = await checkCell(browser, {
            port: PORT,
            site: page.site,
            path: page.path,
            remote,
            version: applied.version,
            expect: variant.expect,
            ...('slowLoad' in variant && variant.slowLoad ? { slowLoad: true } : {}),
          });
          expect(result.problems, `${variant.name} (TTFB ${result.ttfbMs} ms, first request ${result.firstTtfbMs} ms, server ${result.serverMode})`).toEqual([]);
          if (applied.hitPath) expect(proxy.hits().get(applied.hitPath) ?? 0, `${variant.name}: the fault was hit`).toBeGreaterThan(0);
        } finally {
          applied.restore();
          proxy.hits().clear();
        }
      }
    });
  }
});
