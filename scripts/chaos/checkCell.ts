// One variant of one cell of the chaos matrix, checked on the running system: the page as the server sends it
// (status, time to first byte, the slot's mode) and as Chromium shows it (the slot, the rest of the page, the
// console). Answers the list of what went wrong (empty: passed), so the script and the e2e sample share it.
import http from 'node:http';
import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import type { Expectation } from './faults';

/** The MF runtime's browser timeout (packages/mfe-runtime REMOTE_LOAD_TIMEOUT_MS) and its one retry. */
export const MF_TIMEOUT_MS = 10_000;
export const MF_ATTEMPTS = 2;
/** What a hung file may cost the page before it is interactive: the timeout per attempt, plus 5 s for the rest. */
export const INTERACTIVE_WITHIN_MS = MF_TIMEOUT_MS * MF_ATTEMPTS + 5_000;
/** The most a page may take to its first byte while a slot's loadData is held (issue 20). */
export const SLOW_TTFB_LIMIT_MS = 1_000;

export interface CellTarget {
  /** The host's port; pages are asked for with the site's Host header, as e2e/support/system.ts fetchPage does. */
  port: number;
  site: string;
  path: string;
  remote: string;
  /** The version the registry names now: the browser's failure line must carry it. */
  version: string;
  expect: Expectation;
  /** A hung file: the page must still be interactive within INTERACTIVE_WITHIN_MS. */
  slowLoad?: boolean;
}

export interface CellResult {
  problems: string[];
  /** The page's time to first byte with the fault on: the least of three, the version's server bundle already loaded. */
  ttfbMs: number;
  /** The first request after the pointer moved, which also fetched the version's server bundle. */
  firstTtfbMs: number;
  status: number;
  /** The slot's mode in the server's HTML: 'server', 'client' or 'missing'. */
  serverMode: string;
  /** Navigation to a hydrated shell in the browser, ms. */
  interactiveMs: number | null;
}

/** Fetches a page, timing the first byte of the answer. */
export function fetchTimed(port: number, site: string, path: string): Promise<{ status: number; ttfbMs: number; body: string }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get({ host: '127.0.0.1', port, path, headers: { host: `${site}.localhost:${port}` } }, (response) => {
      let ttfbMs = -1;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => {
        if (ttfbMs < 0) ttfbMs = performance.now() - started;
        chunks.push(chunk);
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, ttfbMs: Math.round(ttfbMs < 0 ? performance.now() - started : ttfbMs), body: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.setTimeout(40_000, () => request.destroy(new Error(`timeout fetching ${path}`)));
  });
}

/** The data-remote-mode of the remote's slot in a page's HTML. */
export function slotMode(html: string, remote: string): string {
  const tag = new RegExp(`<div[^>]*data-remote-slot="${remote}/[^"]*"[^>]*>`).exec(html)?.[0];
  return tag ? (/data-remote-mode="(\w+)"/.exec(tag)?.[1] ?? 'missing') : 'missing';
}

const BUS = 'showroom.event-bus';
/** A car of the compare list, in session storage before the page loads: shell state the fault must not lose. */
const SEEDED = { car_id: '900001', slug: 'chaos-car', title: 'Chaos car' };

/** Waits for `condition`; on timeout records `problem` and answers false. */
async function within(problems: string[], problem: string, condition: () => Promise<unknown>): Promise<boolean> {
  try {
    await condition();
    return true;
  } catch {
    problems.push(problem);
    return false;
  }
}

/** The slot's visible outcome in the browser. */
async function slotShows(page: Page, remote: string): Promise<'placeholder' | 'content' | 'loading' | 'missing'> {
  return page.evaluate((name) => {
    const slot = document.querySelector(`[data-remote-slot^="${name}/"]`);
    if (!slot) return 'missing';
    if (slot.querySelector('[role="alert"]')?.textContent?.includes('Aj då')) return 'placeholder';
    if (slot.querySelector('[data-slot-loading]')) return 'loading';
    return (slot.textContent ?? '').trim().length > 0 ? 'content' : 'loading';
  }, remote);
}

/** The rest of the page: the shell's header, footer and compare count, its seeded state kept, and still reacting. */
async function restOfPageWorks(page: Page, problems: string[]): Promise<void> {
  const count = page.getByTestId('compare-count');
  await within(problems, 'the header navigation is not visible', () => page.locator('header nav').first().waitFor({ state: 'visible', timeout: 5_000 }));
  await within(problems, 'the footer is not visible', () => page.locator('footer').first().waitFor({ state: 'visible', timeout: 5_000 }));
  await within(problems, 'the shell lost its compare list (count is not 1)', () =>
    page.waitForFunction(() => document.querySelector('[data-testid="compare-count"]')?.textContent?.includes('1'), undefined, { timeout: 5_000 }),
  );
  // Still alive: a change on the bus reaches the header.
  await page.evaluate(
    ([key, car]) => {
      const bus = (globalThis as unknown as Record<symbol, { set(topic: string, value: unknown): void }>)[Symbol.for(key)];
      bus?.set('compare', [car, { ...car, car_id: '900002', slug: 'chaos-car-2' }]);
    },
    [BUS, SEEDED] as const,
  );
  await within(problems, 'the shell no longer reacts (compare count did not move to 2)', () => count.filter({ hasText: '2' }).waitFor({ timeout: 5_000 }));
  const placeholders = await page.getByText('Aj då').count();
  if (placeholders > 1) problems.push(`${placeholders} placeholders on the page: the failure spread beyond its slot`);
}

/** Checks one fault on one page; `hostLog` (the host's log lines, when the caller has them) for the server-side failure line. */
export async function checkCell(browser: Browser, target: CellTarget, hostLog?: () => string[]): Promise<CellResult> {
  const problems: string[] = [];
  const logStart = hostLog?.().length ?? 0;
  // The first request after the pointer moved also downloads and checks the version's server bundle (bounded by
  // REMOTE_TIMEOUT_MS, once per version and host): reported, while the cell's TTFB is the page's with the fault
  // alone, the bundle already in the host's cache.
  // Then the least of three: a busy machine only ever adds to a TTFB, so the least is the page's own (a page that
  // waited for the held loadData would be slow in all three).
  const first = await fetchTimed(target.port, target.site, target.path);
  const runs = [];
  for (let n = 0; n < 3; n += 1) runs.push(await fetchTimed(target.port, target.site, target.path));
  const { status, body } = runs.at(-1)!;
  const ttfbMs = Math.min(...runs.map((run) => run.ttfbMs));
  if (runs.some((run) => run.status !== status)) problems.push(`the page answered ${runs.map((run) => run.status).join(', ')}`);
  if (first.status !== status || slotMode(first.body, target.remote) !== slotMode(body, target.remote)) problems.push(`the first request answered ${first.status} (${slotMode(first.body, target.remote)}), the next ${status} (${slotMode(body, target.remote)})`);
  const serverMode = slotMode(body, target.remote);
  if (status !== 200) problems.push(`server answered ${status}`);
  if (serverMode === 'missing') problems.push('no slot for the remote in the server HTML');
  if (target.expect === 'browser-render' || target.expect === 'browser-render-fast') {
    if (serverMode !== 'client') problems.push(`the slot went out ${serverMode}-rendered; expected it left to the browser`);
    if (!body.includes('data-slot-loading')) problems.push('no client slot marker (data-slot-loading) in the server HTML');
  }
  if (target.expect === 'browser-render-fast' && ttfbMs >= SLOW_TTFB_LIMIT_MS) problems.push(`TTFB ${ttfbMs} ms with loadData held (limit ${SLOW_TTFB_LIMIT_MS} ms)`);
  if (hostLog && target.expect !== 'placeholder-after-click' && serverMode === 'client') {
    const line = `[remote] ${target.remote}@${target.version}`;
    if (!hostLog().slice(logStart).some((entry) => entry.includes(line))) problems.push(`the host logged no "${line}" line`);
  }

  const context = await browser.newContext();
  let interactiveMs: number | null = null;
  try {
    const page = await context.newPage();
    await page.addInitScript(
      ([car]) => {
        if (!sessionStorage.getItem('showroom.compare')) sessionStorage.setItem('showroom.compare', JSON.stringify([car]));
      },
      [SEEDED] as const,
    );
    const consoleLines: string[] = [];
    const pageErrors: string[] = [];
    page.on('console', (message: ConsoleMessage) => consoleLines.push(message.text()));
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const started = Date.now();
    // 'commit': a script that never answers holds the load event, and the page is checked by what it shows.
    await page.goto(`http://${target.site}.localhost:${target.port}${target.path}`, { waitUntil: 'commit' });
    const hydrateLimit = target.slowLoad ? INTERACTIVE_WITHIN_MS : 15_000;
    if (await within(problems, `the shell did not hydrate within ${hydrateLimit / 1000} s`, () => page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: hydrateLimit }))) {
      interactiveMs = Date.now() - started;
    }

    if (target.expect === 'placeholder-after-click') {
      const ready = await within(problems, 'the slot did not render before the click', () =>
        page.waitForFunction((name) => document.querySelector(`[data-remote-slot^="${name}/"]`)?.hasAttribute('data-slot-ready'), target.remote, { timeout: 15_000 }),
      );
      if (ready && (await slotShows(page, target.remote)) !== 'content') problems.push('the slot showed no content before the click');
      // A click on the slot's own box (not a link or button of the remote): the interaction that breaks it.
      await page.locator(`[data-remote-slot^="${target.remote}/"] [data-slot-body]`).first().dispatchEvent('click');
    }
    const wanted = target.expect === 'browser-render' || target.expect === 'browser-render-fast' ? 'content' : 'placeholder';
    const slotLimit = target.slowLoad ? INTERACTIVE_WITHIN_MS - (interactiveMs ?? 0) + 2_000 : 15_000;
    let shown = await slotShows(page, target.remote);
    const until = Date.now() + Math.max(slotLimit, 2_000);
    while (shown !== wanted && Date.now() < until) {
      await page.waitForTimeout(200);
      shown = await slotShows(page, target.remote);
    }
    if (shown !== wanted) problems.push(`the slot shows ${shown}; expected ${wanted}`);

    await restOfPageWorks(page, problems);
    if (wanted === 'placeholder') {
      const line = `[remote] ${target.remote}@${target.version}`;
      if (!consoleLines.some((text) => text.includes(line))) problems.push(`the browser logged no "${line}" line`);
    }
    // A fault the page handled is a warning; an uncaught error is one that escaped its slot.
    if (pageErrors.length > 0) problems.push(`uncaught errors: ${pageErrors.slice(0, 2).join(' | ')}`);
  } finally {
    await context.close();
  }
  return { problems, ttfbMs, firstTtfbMs: first.ttfbMs, status, serverMode, interactiveMs };
}
