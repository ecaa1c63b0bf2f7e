import { expect, test } from '@playwright/test';
import { HOST_ENTRY_PATH } from '../support/hostEntry';
import { watchConsole } from '../support/browser';
import { firstCar } from '../support/sandbox';
import { siteUrl } from '../support/system';

// The host's entry is fetched from the head but started by the body's last script once the page has been painted
// (host-shell/src/server/render/hostEntryLoader.ts), so the server's page is on screen before main.js runs.

interface EntryStart {
  src: string;
  nonce: string;
  readyState: DocumentReadyState;
  framesBefore: number;
}

test.describe('the server-rendered page is painted before the host starts', () => {
  for (const path of ['/', '/kop-bil', '/anlaggningar', 'car detail']) {
    test(`${path}: main.js is inserted after the document is parsed and a frame drawn, with the nonce, and the page hydrates`, async ({ page }) => {
      const problems = watchConsole(page);
      await page.addInitScript((entry: string) => {
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
              if (node instanceof HTMLScriptElement && new RegExp(entry).test(node.src))
                record.__entryStarts.push({ src: new URL(node.src).pathname, nonce: node.nonce, readyState: document.readyState, framesBefore: record.__frames });
        }).observe(document, { childList: true, subtree: true });
      }, HOST_ENTRY_PATH.source);
      const pathname = path === 'car detail' ? await firstCar('dealergroup-se').then((car) => `/kop-bil/${car.car_id}/${car.slug}`) : path;
      const answer = await page.goto(siteUrl('dealergroup-se', pathname));
      const nonce = /'nonce-([^']+)'/.exec(answer?.headers()['content-security-policy'] ?? '')?.[1];
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      const starts = await page.evaluate(() => (window as unknown as { __entryStarts: EntryStart[] }).__entryStarts);
      // Once, not by the parser (a parser-inserted <script defer> is seen while the document is still loading), after
      // at least one frame began, and with the page's nonce for browsers without 'strict-dynamic'.
      expect(starts).toHaveLength(1);
      expect(starts[0]!.src).toMatch(HOST_ENTRY_PATH);
      expect(starts[0]!.readyState).not.toBe('loading');
      expect(starts[0]!.framesBefore).toBeGreaterThanOrEqual(1);
      expect(starts[0]!.nonce).toBe(nonce);
      // And the page works as before: its links and buttons are the hydrated ones.
      await expect(page.getByRole('navigation').first()).toBeVisible();
      expect(problems).toEqual([]);
    });
  }
});
