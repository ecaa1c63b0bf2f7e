import { expect, test } from '@playwright/test';
import { SITES } from '@showroom/sites';
import { fetchPage } from '../support/system';
import { internalLinks } from '../support/links';
import { crawlSite } from '../support/crawl';

for (const site of Object.values(SITES)) {
  test(`${site.code}: every internal link of navigation, footer and content, and every redirect destination, answers without 4xx/5xx`, async () => {
    test.setTimeout(180_000);
    const seen = await crawlSite(site.code);
    const broken = [...seen].filter(([, { status }]) => status >= 400).map(([path, { status }]) => `${status} ${path}`);
    expect(broken).toEqual([]);
    // The crawl really crawled: the home pages, the navigation and the footer give dozens of pages.
    expect(seen.size).toBeGreaterThan(20);
  });
}

// Issue 16: every dealer site page is reachable from the site list (all its pages at once: ?page=19 is clamped
// to the last one) and answers 200 itself, not a redirect back to the list.
for (const site of Object.values(SITES).filter((s) => s.paths.dealers)) {
  test(`${site.code}: every dealer site page linked from the site list answers 200`, async () => {
    test.setTimeout(180_000);
    const list = site.paths.dealers!;
    const response = await fetchPage(site.code, `${list}?page=19`);
    expect(response.status).toBe(200);
    const pages = [...new Set(internalLinks(await response.text()).filter((link) => link.startsWith(`${list}/`)))];
    // Every site of the market: as many as the sandbox's sites index holds for it.
    const sandbox = process.env.SANDBOX_URL ?? 'http://127.0.0.1:8070';
    const seeded = await fetch(`${sandbox}/search/v1/query`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': process.env.SANDBOX_API_KEY ?? 'sandbox-key' },
      body: JSON.stringify({ index: 'sites', site: site.code, limit: 0 }),
    });
    const { total_items: total } = (await seeded.json()) as { total_items: number };
    expect(total).toBeGreaterThan(0);
    expect(pages).toHaveLength(total);
    const answers: string[] = [];
    for (const path of pages) answers.push(`${(await fetchPage(site.code, path)).status} ${path}`);
    expect(answers.filter((answer) => !answer.startsWith('200 '))).toEqual([]);
  });
}
