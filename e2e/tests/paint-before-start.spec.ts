import { expect, test, type Page } from '@playwright/test';
import { HOST_ENTRY_PATH } from '../support/hostEntry';
import { watchConsole } from '../support/browser';
import { firstCar } from '../support/sandbox';
import { siteUrl } from '../support/system';

// The host's entry is fetched and started by the body's last script once the page's priority picture is in and a
// frame has been painted (host-shell/src/server/render/hostEntryLoader.ts), so the server's page and its picture are
// on screen before main.js downloads and runs.

interface EntryStart {
  src: string;
  nonce: string;
  readyState: DocumentReadyState;
  framesBefore: number;
  /** Whether the page's priority picture had loaded when main.js was inserted (null: the page has none). */
  pictureComplete: boolean | null;
}

/** Records, in the page, each insertion of the host's entry script and what the page looked like at that moment. */
function recordEntryStarts(entry: string) {
  const record = window as unknown as { __frames: number; __entryStarts: EntryStart[] };
  record.__frames = 0;
  record.__entryStarts = [];
  // Counts the frames the browser begins: a frame's callbacks run before it is painted.
  const tick = () => {
    record.__frames += 1;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  new MutationObserver((mutations) => {
    for (const mutation of mutations)
      for (const node of mutation.addedNodes)
        if (node instanceof HTMLScriptElement && new RegExp(entry).test(node.src)) {
          const picture = document.querySelector<HTMLImageElement>('img[fetchpriority=high]');
          record.__entryStarts.push({ src: new URL(node.src).pathname, nonce: node.nonce, readyState: document.readyState, framesBefore: record.__frames, pictureComplete: picture ? picture.complete && picture.naturalWidth > 0 : null });
        }
  }).observe(document, { childList: true, subtree: true });
}

const entryStarts = (page: Page) => page.evaluate(() => (window as unknown as { __entryStarts: EntryStart[] }).__entryStarts);

test.describe('the server-rendered page is painted before the host starts', () => {
  for (const path of ['/', '/kop-bil', '/anlaggningar', 'car detail']) {
    test(`${path}: main.js is inserted after the document is parsed, its picture loaded and a frame drawn, with the nonce, and the page hydrates`, async ({ page }) => {
      const problems = watchConsole(page);
      await page.addInitScript(recordEntryStarts, HOST_ENTRY_PATH.source);
      const pathname = path === 'car detail' ? await firstCar('dealergroup-se').then((car) => `/kop-bil/${car.car_id}/${car.slug}`) : path;
      const answer = await page.goto(siteUrl('dealergroup-se', pathname));
      const nonce = /'nonce-([^']+)'/.exec(answer?.headers()['content-security-policy'] ?? '')?.[1];
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      const starts = await entryStarts(page);
      // Once, not by the parser (a parser-inserted <script defer> is seen while the document is still loading), after
      // at least one frame began, and with the page's nonce for browsers without 'strict-dynamic'.
      expect(starts).toHaveLength(1);
      expect(starts[0]!.src).toMatch(HOST_ENTRY_PATH);
      expect(starts[0]!.readyState).not.toBe('loading');
      expect(starts[0]!.framesBefore).toBeGreaterThanOrEqual(1);
      expect(starts[0]!.nonce).toBe(nonce);
      // Each of these pages has a priority picture (the hero, the first car, the gallery, the first site), and it
      // was on the page before main.js was asked for.
      expect(starts[0]!.pictureComplete).toBe(true);
      // And the page works as before: its links and buttons are the hydrated ones.
      await expect(page.getByRole('navigation').first()).toBeVisible();
      expect(problems).toEqual([]);
    });
  }
});

test('a priority picture that never arrives holds main.js back no longer than the loader\'s fallback, and the page hydrates', async ({ page }) => {
  const problems = watchConsole(page);
  await page.addInitScript(recordEntryStarts, HOST_ENTRY_PATH.source);
  // Every car picture stays pending: the first card's is the page's priority picture.
  await page.route('**/-/media/cars/**', () => undefined);
  // The load event waits for every picture, so the page is taken as soon as it is parsed.
  await page.goto(siteUrl('dealergroup-se', '/kop-bil'), { waitUntil: 'domcontentloaded' });
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  const starts = await entryStarts(page);
  expect(starts).toHaveLength(1);
  expect(starts[0]!.pictureComplete).toBe(false);
  expect(problems).toEqual([]);
});

test('main.js waits for a late priority picture: not asked for while it loads, inserted once it is in', async ({ page }) => {
  const problems = watchConsole(page);
  await page.addInitScript(recordEntryStarts, HOST_ENTRY_PATH.source);
  const car = await firstCar('dealergroup-se');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  // The gallery's first picture, the page's priority picture, is answered only when the test says so.
  await page.route(`**/-/media/cars/${car.car_id}/1.svg?w=*`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(siteUrl('dealergroup-se', `/kop-bil/${car.car_id}/${car.slug}`), { waitUntil: 'domcontentloaded' });
  // Frames go by (counted in the page, not timed) while the picture is held: main.js is not inserted.
  await page.waitForFunction(() => (window as unknown as { __frames: number }).__frames >= 5);
  expect(await entryStarts(page)).toEqual([]);
  release();
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  const starts = await entryStarts(page);
  expect(starts).toHaveLength(1);
  expect(starts[0]!.pictureComplete).toBe(true);
  expect(problems).toEqual([]);
});
