import { expect, test } from '@playwright/test';
import { SITES, localizePath, type SiteCode } from '@showroom/sites';
import { fetchPage, siteUrl } from '../support/system';
import { expectNoAxeViolations, openHydrated, watchConsole } from '../support/browser';

// Each site's default theme (packages/sites matrix) — the page's BrandDesign may replace it.
const THEME: Record<SiteCode, string> = {
  'carstore-fi': 'carstore', 'carstore-no': 'carstore', 'carstore-se': 'carstore', 'carstore-sk': 'carstore',
  'dealergroup-se': 'dealergroup', 'dealergroup-no': 'dealergroup', 'premium-uk': 'premium',
};
// The site's "about" section exists in every language of every site (sandbox content).
const ABOUT: Record<SiteCode, string> = {
  'carstore-fi': '/meista', 'carstore-no': '/om-oss', 'carstore-se': '/om-oss', 'carstore-sk': '/o-nas',
  'dealergroup-se': '/om-oss', 'dealergroup-no': '/om-oss', 'premium-uk': '/about-us',
};

const htmlLang = (html: string) => /<html lang="([a-z]{2})"/.exec(html)?.[1];
const theme = (html: string) => /data-theme="([a-z]+)"/.exec(html)?.[1];

for (const site of Object.values(SITES)) {
  for (const locale of site.locales) {
    const at = (path: string) => localizePath(site, path, locale.language);
    test(`${site.code} ${locale.language}: home, a content page, the stories list and a story are server-rendered in the site's language and theme`, async () => {
      const pages = [at('/'), at(ABOUT[site.code]), at(site.paths.stories!)];
      const stories = await (await fetchPage(site.code, pages[2]!)).text();
      const story = [...stories.matchAll(/href="([^"]+\/\d{4}\/[^"]+)"/g)][0]?.[1];
      expect(story, 'the stories list links to its stories').toBeTruthy();
      for (const path of [...pages, story!]) {
        const response = await fetchPage(site.code, path);
        expect(response.status, path).toBe(200);
        const html = await response.text();
        expect(htmlLang(html), path).toBe(locale.language);
        expect(theme(html), path).toBe(THEME[site.code]);
        // Server-rendered: the page's heading and the footer are in the HTML itself.
        expect(html, path).toMatch(/<h1[^>]*>/);
        expect(html, path).toContain('<footer');
        expect(html, path).toMatch(new RegExp(`<title>[^<]*${site.titleTemplate.replace('{title}', '').replace(/[|]/g, '\\|').trim()}</title>`));
      }
    });
  }
}

test('the home hero carries a blur placeholder computed on the server, and responsive images at the spec widths', async () => {
  const html = await (await fetchPage('dealergroup-se', '/')).text();
  expect(html).toMatch(/data:image\/webp;base64,[A-Za-z0-9+/=]{20,}/);
  for (const w of [320, 640, 1280, 1920]) expect(html).toContain(`&amp;w=${w} ${w}w`);
});

test('a page whose BrandDesign names a brand gets that brand theme (premium site, BMW pages)', async () => {
  const html = await (await fetchPage('premium-uk', '/buy-car/new-cars/bmw')).text();
  expect(theme(html)).toBe('bmw');
  expect(theme(await (await fetchPage('premium-uk', '/buy-car/new-cars/volvo')).text())).toBe('premium');
});

test('unknown paths get a 404 page in the site language; an unknown host gets the no-context page', async () => {
  const sv = await fetchPage('dealergroup-se', '/finns-inte');
  expect(sv.status).toBe(404);
  expect(await sv.text()).toContain('Sidan hittades inte');
  const en = await fetchPage('dealergroup-se', '/en/does-not-exist');
  expect(en.status).toBe(404);
  expect(htmlLang(await en.text())).toBe('en');
  const fi = await fetchPage('carstore-fi', '/ei-ole');
  expect(fi.status).toBe(404);
  expect(htmlLang(await fi.text())).toBe('fi');
  const unknown = await fetchPage('dealergroup-se', '/', 'unknown-site.localhost:8080');
  expect(unknown.status).toBe(404);
  expect(await unknown.text()).toContain('No site is served on this host name.');
});

test.describe('home pages in the browser', () => {
  for (const code of ['carstore-se', 'dealergroup-se', 'premium-uk'] as SiteCode[]) {
    test(`${code}: the home page hydrates without console errors and passes axe`, async ({ page }) => {
      const problems = watchConsole(page);
      await openHydrated(page, siteUrl(code, '/'));
      await expectNoAxeViolations(page);
      expect(problems).toEqual([]);
    });
  }
});
