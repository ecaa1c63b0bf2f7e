import { expect, test, type Page } from '@playwright/test';
import { pagePath, SITES, type PageKind, type SiteCode } from '@showroom/sites';
import { waitHydrated } from '../support/browser';
import { firstCar } from '../support/sandbox';
import { SERVICE_BOOKING_URL } from '../support/serviceBooking';
import { TIRE_HOTEL_URL } from '../support/tireHotel';
import { PARTNER_PORT, siteUrl } from '../support/system';
import { inspectPage, normalise, type PageReport } from '../support/xss';

// Issue 20, stored and reflected XSS. The sandbox's override (packages/sandbox/src/xss) puts the OWASP filter-
// evasion vectors into every content graph and search answer: rich text, story bodies, car descriptions, dealer
// names, facet labels and values, dictionary texts, titles, navigation labels, the alert bar, link hrefs. Every
// page of every surface is opened with a detector (`window.__xss`) and a dialog listener; nothing may run, and the
// DOM after load may hold none of what a vector would need (support/xss.ts), so the verdict does not rest on the
// Content-Security-Policy. The texts must still be there: a vector in plain text shows literally, and each
// vector's mark in rich text shows, so a page that silently dropped the content fails too.

const SANDBOX = process.env.SANDBOX_URL ?? 'http://127.0.0.1:8070';

interface Payload {
  n: number;
  source: string;
  text: string;
}

async function switchXss(on: boolean): Promise<Payload[]> {
  const response = await fetch(`${SANDBOX}/__sandbox/xss`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ on }) });
  if (!response.ok) throw new Error(`the XSS switch refused: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { payloads: Payload[] }).payloads;
}

/** The detector every vector calls, and every dialog; both must stay empty. */
async function arm(page: Page): Promise<string[]> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __xssFired: unknown[]; __xss: (n: unknown) => void };
    w.__xssFired = [];
    w.__xss = (n) => void w.__xssFired.push(n);
  });
  return dialogs;
}

const path = (site: SiteCode, kind: PageKind) => {
  const found = pagePath(SITES[site], kind, SITES[site].locales[0]!.language);
  if (!found) throw new Error(`${site} has no ${kind} page`);
  return found;
};

let payloads: Payload[] = [];
const literal = (report: PageReport) => new Set(payloads.filter((p) => report.text.includes(normalise(p.text))).map((p) => p.n));
const seen: { surface: string; literal: Set<number>; marks: Set<number> }[] = [];

/** Opens a page, lets it settle, and checks that nothing ran and nothing dangerous is in its DOM. */
async function visit(page: Page, dialogs: string[], surface: string, url: string, opts: { hydrated?: boolean; maxStatus?: number; ready?: () => Promise<void> } = {}): Promise<PageReport> {
  const response = await page.goto(url);
  expect(response?.status(), `${surface}: ${url}`).toBeLessThan(opts.maxStatus ?? 400);
  if (opts.hydrated !== false) await waitHydrated(page);
  await opts.ready?.();
  // Handlers on focus, animation and media errors fire within a moment of load.
  await page.waitForTimeout(300);
  const report = await inspectPage(page, response?.headers()['content-security-policy'] ?? null);
  expect(report.fired, `${surface}: vectors that ran`).toEqual([]);
  expect(dialogs, `${surface}: dialogs`).toEqual([]);
  expect(report.dangers, `${surface}: what a vector left in the DOM`).toEqual([]);
  seen.push({ surface, literal: literal(report), marks: new Set(report.marks) });
  return report;
}

test.describe('stored XSS: the OWASP vectors in every content and search answer', () => {
  test.beforeAll(async () => {
    payloads = await switchXss(true);
  });
  test.afterAll(async () => {
    await switchXss(false);
    const all = new Set(payloads.map((p) => p.n));
    const rows = seen.map((s) => `${s.surface}: ${s.literal.size} literal, ${s.marks.size} rich-text marks`);
    const union = new Set(seen.flatMap((s) => [...s.literal, ...s.marks]));
    console.log(`[xss] ${payloads.length} vectors; ${seen.length} page visits; ${seen.reduce((sum, s) => sum + s.literal.size + s.marks.size, 0)} vector renderings; every vector on a visited page: ${union.size}/${all.size}\n  ${rows.join('\n  ')}`);
  });

  test('the override holds at least 100 vectors, each numbered and calling its own number', () => {
    expect(payloads.length).toBeGreaterThanOrEqual(100);
    expect(new Set(payloads.map((p) => p.text)).size).toBe(payloads.length);
  });

  for (const site of ['dealergroup-se', 'carstore-no'] as const) {
    test(`${site}: home, a content page, stories and a story: every vector's mark in rich text, labels literal, nothing runs`, async ({ page }) => {
      const dialogs = await arm(page);
      const home = await visit(page, dialogs, `${site} home`, siteUrl(site, '/'));
      // The rich text of the page's blurbs carries every vector after its mark. The sanitiser (DOMPurify) keeps
      // every mark up to the `<form><math><mtext></form>` mutation vector (no. 120 of 157): the tree it builds cannot
      // be closed again, so it drops the rest of that field with it, as it should. The car page shows all 157.
      expect(home.marks.length, 'marks on the home page').toBeGreaterThanOrEqual(119);
      // Titles, link texts, navigation labels, dictionary texts: the vector as text.
      expect(literal(home).size, 'vectors shown literally on the home page').toBeGreaterThanOrEqual(10);
      expect(payloads.some((p) => normalise(home.title).includes(normalise(p.text))), `the head's title shows its vector: ${home.title}`).toBe(true);

      const stories = await visit(page, dialogs, `${site} stories`, siteUrl(site, path(site, 'stories')));
      expect(literal(stories).size, 'story titles and prembles with their vectors').toBeGreaterThanOrEqual(4);
      const storyHref = await page.locator('main article a[href]').first().getAttribute('href');
      expect(storyHref).toBeTruthy();
      const story = await visit(page, dialogs, `${site} story`, new URL(storyHref!, siteUrl(site)).toString());
      expect(story.marks.length, 'marks in the story body').toBeGreaterThanOrEqual(119);
    });

    test(`${site}: the car list (cards, facets and their labels) and a car page: names literal, the description's marks, nothing runs`, async ({ page }) => {
      const dialogs = await arm(page);
      const list = await visit(page, dialogs, `${site} car list`, siteUrl(site, path(site, 'carList')));
      // Dealer names and versions on the cards, facet values and labels: one vector each, shown as text.
      expect(literal(list).size, 'vectors shown literally on the car list').toBeGreaterThanOrEqual(20);
      const car = await firstCar(site);
      const detail = await visit(page, dialogs, `${site} car page`, siteUrl(site, `${path(site, 'carList')}/${car.car_id}/${car.slug}`));
      // The description parser (mfe-car-detail safeHtml.ts) keeps text: every vector's mark.
      expect(detail.marks.length, 'marks in the car description').toBe(payloads.length);
      expect(literal(detail).size, "the car's dealer name and version with their vectors").toBeGreaterThanOrEqual(1);
    });
  }

  test('dealergroup-se: the dealer list and a dealer page show each dealer name with its vector, as text', async ({ page }) => {
    const dialogs = await arm(page);
    const site = 'dealergroup-se';
    const list = await visit(page, dialogs, `${site} dealer list`, siteUrl(site, path(site, 'dealers')));
    expect(literal(list).size, 'dealer names with their vectors').toBeGreaterThanOrEqual(10);
    const href = await page.locator(`main a[href^="${path(site, 'dealers')}/"]`).first().getAttribute('href');
    expect(href).toBeTruthy();
    const dealer = await visit(page, dialogs, `${site} dealer page`, siteUrl(site, href!));
    expect(literal(dealer).size, 'the dealer page shows its name with its vector').toBeGreaterThanOrEqual(1);
  });

  test('the partner page: the embedded car list (shadow DOM) shows its cars and labels with their vectors, nothing runs', async ({ page }) => {
    const dialogs = await arm(page);
    const list = page.locator('showroom-car-list');
    const cards = list.locator('article[data-car-id]');
    const ready = () => expect(cards.first()).toBeVisible();
    const report = await visit(page, dialogs, 'partner page', `http://127.0.0.1:${PARTNER_PORT}/`, { hydrated: false, ready });
    // The first page of cars, not the list's error: a card's version carrying a vector of 190 characters once
    // made the card schema refuse the whole answer (packages/contracts/src/props/search.ts, issue 20).
    await expect(cards).toHaveCount(48);
    await expect(list.getByText('Något gick fel')).toHaveCount(0);
    // Each card's title carries its version's vector, as text (the override numbers them by position: 1 to 48).
    const titles = (await cards.allTextContents()).map(normalise);
    const withVector = titles.filter((title) => payloads.some((p) => title.includes(normalise(p.text))));
    expect(withVector, 'cards showing their vector as text').toHaveLength(48);
    // The sort options' labels (content graph) too.
    expect(literal(report).size, 'vectors shown literally in the embed').toBeGreaterThanOrEqual(48 + 3);
  });
});

// Reflected: what a visitor types or a link carries. A selection of the vectors (one per family), on the car
// search, the service booking and tire hotel lookups, any query parameter of any page and path segments.
test.describe('reflected XSS: keyphrase, regNo, query parameters and path segments', () => {
  const families = ['basic script', 'onerror short', 'svg onload', 'attribute breakout script', 'attribute breakout handler', 'script end breakout', 'iframe srcdoc', 'a javascript:', 'template constructor', 'mXSS noscript title', 'comment then img', 'bare javascript: URL'];
  let chosen: Payload[] = [];
  test.beforeAll(async () => {
    // The list only (the switch stays off: stored vectors would hide a reflected one behind theirs).
    const response = await fetch(`${SANDBOX}/__sandbox/xss`);
    chosen = ((await response.json()) as { payloads: Payload[] }).payloads.filter((p) => families.includes(p.source));
    expect(chosen).toHaveLength(families.length);
  });

  test('the car search keyphrase, in the URL and typed: shown as text or dropped, never run, never a 500', async ({ page }) => {
    test.setTimeout(300_000);
    const dialogs = await arm(page);
    const site = 'dealergroup-se';
    for (const p of chosen) {
      await visit(page, dialogs, `keyphrase ${p.n}`, siteUrl(site, `${path(site, 'carList')}?keyphrase=${encodeURIComponent(p.text)}`));
      const box = page.getByRole('searchbox').first();
      await box.fill(p.text);
      await box.press('Enter');
      await page.waitForTimeout(300);
      const typed = await inspectPage(page, null);
      expect(typed.fired, `typed keyphrase ${p.n}`).toEqual([]);
      expect(typed.dangers, `typed keyphrase ${p.n}`).toEqual([]);
    }
    expect(dialogs).toEqual([]);
  });

  test('the service booking and tire hotel registration numbers: typed and in ?regNo=, never run', async ({ page }) => {
    test.setTimeout(300_000);
    const dialogs = await arm(page);
    for (const p of chosen) {
      await visit(page, dialogs, `service booking ${p.n}`, SERVICE_BOOKING_URL);
      await page.getByRole('textbox', { name: 'Registreringsnummer' }).fill(p.text);
      await page.getByRole('combobox', { name: 'Ort' }).fill('Göteb');
      await page.getByRole('option', { name: 'Göteborg, Sverige' }).click();
      // Either the lookup runs and answers (an error, in the page's language) or the form refuses the text.
      const next = page.getByRole('button', { name: 'Fortsätt', exact: true });
      if (await next.isEnabled()) await next.click();
      await page.waitForTimeout(300);
      const booked = await inspectPage(page, null);
      expect(booked.fired, `service booking regNo ${p.n}`).toEqual([]);
      expect(booked.dangers, `service booking regNo ${p.n}`).toEqual([]);

      await visit(page, dialogs, `tire hotel ?regNo ${p.n}`, `${TIRE_HOTEL_URL}?regNo=${encodeURIComponent(p.text)}`);
      await page.getByRole('textbox', { name: 'Registreringsnummer' }).fill(p.text);
      const search = page.getByRole('button', { name: 'Fortsätt' });
      if (await search.isEnabled()) await search.click();
      await page.waitForTimeout(300);
      const tires = await inspectPage(page, null);
      expect(tires.fired, `tire hotel regNo ${p.n}`).toEqual([]);
      expect(tires.dangers, `tire hotel regNo ${p.n}`).toEqual([]);
    }
    expect(dialogs).toEqual([]);
  });

  test('any query parameter and any path segment of any page: escaped or a clean 404, never run, never a 500', async ({ page }) => {
    test.setTimeout(300_000);
    const dialogs = await arm(page);
    const site = 'dealergroup-se';
    // A page of the shell alone, one with the search remote and one with the dealers remote.
    const pages = ['/', path(site, 'carList'), path(site, 'dealers')];
    for (const p of chosen) {
      const value = encodeURIComponent(p.text);
      for (const at of pages) await visit(page, dialogs, `query ${p.n} on ${at}`, siteUrl(site, `${at}?${value}=${value}&q=${value}&utm_source=${value}&sc_lang=${value}`));
      // Path segments: a page that does not exist (404), under the car list (a car id that is no number) and the dealers.
      for (const at of ['', path(site, 'carList'), path(site, 'dealers')]) {
        await visit(page, dialogs, `path ${p.n} under ${at || '/'}`, siteUrl(site, `${at}/${value}`), { maxStatus: 500, hydrated: false });
      }
    }
  });
});
