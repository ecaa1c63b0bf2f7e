// Whether a build of a page works, not only loads: every slot hydrates without console errors, failed requests or
// hydration warnings, and on the car list a filter, once ticked, runs a new search (the URL takes it and the list
// comes back). Run on both builds, so a problem the composed site has too is not blamed on the monolith.
import { composedPageReady } from '../../scripts/bench-lib.mjs';

/** The first value of the first open facet group of the car list, ticked; resolves with the result counts before and after. */
async function tickFirstFilter(page) {
  const body = await page.evaluate(() => {
    const buttons = [...document.querySelectorAll('section[aria-labelledby="car-list-heading"] button[aria-controls][aria-expanded="true"]')];
    return buttons.map((b) => b.getAttribute('aria-controls')).find((id) => document.getElementById(id)?.querySelector('input[type="checkbox"]:not([disabled])')) ?? null;
  });
  if (!body) throw new Error('no open facet group with a checkbox on the car list');
  const count = () => page.locator('[data-count-text]').first().textContent();
  const before = { url: page.url(), count: await count() };
  await page.locator(`[id="${body}"] input[type="checkbox"]:not([disabled])`).first().check();
  await page.waitForURL((url) => url.href !== before.url, { timeout: 10_000 });
  await page.locator('[data-list-status="idle"]').waitFor({ timeout: 30_000 });
  return `filter ${new URL(page.url()).search} -> ${(await count())?.trim()} (was ${before.count?.trim()})`;
}

/** Opens `url` in a fresh context: the problems seen (empty when it works) and what the interaction did. */
export async function worksCheck(browser, url, { filter = false } = {}) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || /hydrat/i.test(m.text())) problems.push(`console ${m.type()}: ${m.text().slice(0, 300)}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('requestfailed', (r) => problems.push(`request failed: ${r.url()} (${r.failure()?.errorText})`));
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`);
  });
  let did = '';
  try {
    await page.goto(url);
    await page.waitForFunction(composedPageReady, undefined, { polling: 'raf', timeout: 30_000 });
    if (filter) did = await tickFirstFilter(page);
    await page.waitForLoadState('networkidle');
  } catch (error) {
    problems.push(`did not work: ${error.message.split('\n')[0]}`);
  } finally {
    await context.close();
  }
  return { problems, did };
}
