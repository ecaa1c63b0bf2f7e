import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { HOST_ENTRY_PATH } from './hostEntry';

/** Watches the console: every error, and any message about hydration. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || /hydrat/i.test(text)) problems.push(`${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Waits until the shell and every server-rendered remote on the page have hydrated (a click before that is lost). */
export async function waitHydrated(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  // A content block far from the viewport hydrates, its slot with it, only as it comes near (host's blocks/whenNear).
  await expect(page.locator('[data-remote-mode="server"]:not([data-slot-ready])').filter({ hasNot: page.locator('xpath=ancestor::*[@data-loads-when-near and not(@data-ready)]') })).toHaveCount(0);
  // Parts whose code loads when near (ui's HydrateWhenNear, the content blocks among them): the ones near the
  // viewport now have hydrated too, as a visitor's would before they reach them. 800 px: NEAR_VIEWPORT_MARGIN. Not the
  // parts that load only when the visitor reaches into them (data-loads-when="reached": the footer).
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-loads-when-near]:not([data-ready]):not([data-loads-when="reached"])')].every((part) => {
      const box = part.getBoundingClientRect();
      return box.bottom < -800 || box.top > window.innerHeight + 800;
    }),
  );
}

/** Opens a page and waits until the shell and its server-rendered remotes have hydrated. */
export async function openHydrated(page: Page, url: string, maxStatus = 400): Promise<void> {
  const response = await page.goto(url);
  expect(response?.status()).toBeLessThan(maxStatus);
  await waitHydrated(page);
}

/**
 * Asserts that axe finds nothing on the page as it is now. `shadowStyles: false` on the partner pages: to read a
 * shadow root's style rules axe copies them into style tags of its own, which a style-src of nonces only (the
 * partner's, issue 20) blocks and reports; it then skips that copy (only css-orientation-lock reads it).
 */
export async function expectNoAxeViolations(page: Page, options: { shadowStyles?: boolean } = {}): Promise<void> {
  const builder = new AxeBuilder({ page });
  if (options.shadowStyles === false) builder.options({ preload: false });
  const axe = await builder.analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.length} nodes (${v.nodes[0]?.target.join(' ')})`)).toEqual([]);
}

/** The window.dataLayer events pushed so far. */
export function dataLayer(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(() => ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).slice());
}

/** Keeps every data-layer push in session storage, so events pushed just before a navigation can be read after it. */
export async function recordDataLayer(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const layer: unknown[] = [];
    const push = layer.push.bind(layer);
    layer.push = (...events: unknown[]) => {
      const kept = JSON.parse(sessionStorage.getItem('recorded-data-layer') ?? '[]') as unknown[];
      sessionStorage.setItem('recorded-data-layer', JSON.stringify([...kept, ...events]));
      return push(...events);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  });
}

/** The data-layer events recorded by recordDataLayer in this tab. */
export function recordedDataLayer(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('recorded-data-layer') ?? '[]') as Record<string, unknown>[]);
}

const HOST_ENTRY = new RegExp(`^${HOST_ENTRY_PATH.source}$`);

/** The host's chunks a page asked for, by name ('blocks', 'blurb', ...), the content hash left out; not its entry (main). */
export function hostChunks(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    const pathname = new URL(request.url()).pathname;
    const match = /^\/static\/host\/([a-z]+)\.[0-9a-f]+\.js$/.exec(pathname);
    if (match && !HOST_ENTRY.test(pathname)) names.push(match[1]!);
  });
  return names;
}

/**
 * Holds back a webpack chunk by its name (`<name>.<hash>.js`): each request for it fails as a dropped connection would,
 * until `release()`, after which it is served. For a part whose code comes on demand and may not come.
 */
export async function holdChunk(page: Page, name: string): Promise<{ release(): void }> {
  let held = true;
  await page.route(new RegExp(`/${name}\\.[0-9a-f]+\\.js$`), (route) => (held ? route.abort('connectionreset') : route.continue()));
  return { release: () => void (held = false) };
}
