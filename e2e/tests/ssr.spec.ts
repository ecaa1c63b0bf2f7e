import { expect, test } from '@playwright/test';
import { SITES, pagePath, type SiteCode } from '@showroom/sites';
import { fetchPage, matrixPages } from '../support/system';
import { hostEntryPath } from '../support/hostEntry';
import { firstCar } from '../support/sandbox';

const count = (html: string, pattern: RegExp) => (html.match(pattern) ?? []).length;
const TEXTS_SCRIPT = /<script id="__SHOWROOM_TEXTS__"[^>]*>[^<]*<\/script>/;
const withoutTexts = (html: string) => {
  expect(html).toMatch(TEXTS_SCRIPT);
  return html.replace(TEXTS_SCRIPT, '');
};

test.describe('server rendering without JavaScript', () => {
  for (const page of matrixPages()) {
    test(`${page.site} ${page.language} ${page.kind} ${page.path} answers 200 with its content`, async () => {
      const response = await fetchPage(page.site, page.path);
      expect(response.status).toBe(200);
      // The page's texts travel in the page (for the browser bundle, which has none), the error texts among them:
      // what the visitor sees is everything else.
      const html = withoutTexts(await response.text());
      expect(html).not.toContain('Aj då');
      // Content pages (no remote renders these kinds): their heading is the route's.
      if (['stories', 'workshopBooking', 'leasing', 'feedback', 'login'].includes(page.kind)) {
        expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
        return;
      }
      // Rendered on the server: the slot has its remote's markup, not the browser's loading box.
      expect(html).toMatch(/data-remote-slot="mfe-[a-z-]+\/[A-Za-z]+"/);
      expect(html).not.toContain('data-slot-loading');
      if (page.kind === 'carList') expect(count(html, /<article[^>]*data-car-id="\d+"/g)).toBe(48);
      if (page.kind === 'dealers') expect(count(html, new RegExp(`href="${pagePath(SITES[page.site], 'dealers', page.language as never)}/[a-z0-9-]+"`, 'g'))).toBeGreaterThan(0);
    });
  }

  test('the car list’s first picture is preloaded from the head, main.js is not; no image preload is left in the body', async () => {
    const html = await (await fetchPage('dealergroup-se', '/kop-bil')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const body = html.slice(html.indexOf('<body>'));
    // The first card's picture, as its <img> names it (the one marked fetchpriority high).
    const firstImage = /<img[^>]*src="([^"]+)"[^>]*fetchPriority="high"/i.exec(body)?.[1];
    expect(firstImage).toMatch(/^\/-\/media\/cars\//);
    const preload = `<link rel="preload" as="image" href="${firstImage}" fetchPriority="high"/>`;
    expect(head).toContain(preload);
    // main.js is fetched by the body's last script once this picture is in (hostEntryLoader.ts).
    expect(head).not.toContain(hostEntryPath(html));
    expect(count(body, /<link rel="preload" as="image"/g)).toBe(0);
  });

  for (const site of Object.keys(SITES) as SiteCode[]) {
    test(`${site}: car detail renders on the server, and an id alone redirects 302 to the slugged URL`, async () => {
      const car = await firstCar(site);
      const base = pagePath(SITES[site], 'carDetail')!;
      const detail = await fetchPage(site, `${base}/${car.car_id}/${car.slug}`);
      expect(detail.status).toBe(200);
      const html = await detail.text();
      expect(html).toMatch(/<h1[^>]*>/);
      expect(html).toContain(car.car_model);

      const bare = await fetchPage(site, `${base}/${car.car_id}`);
      expect(bare.status).toBe(302);
      expect(bare.headers.get('location')).toBe(`${base}/${car.car_id}/${car.slug}`);
    });
  }

  for (const site of Object.values(SITES)) {
    for (const locale of site.locales) {
      test(`${site.code} ${locale.language}: every internal link on the home page answers without 4xx/5xx`, async () => {
        const home = await fetchPage(site.code, locale.prefix || '/');
        expect(home.status).toBe(200);
        const html = await home.text();
        const links = [...new Set([...html.matchAll(/href="(\/[^"#]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&')))].filter((href) => !href.startsWith('//') && !href.startsWith('/static/'));
        expect(links.length).toBeGreaterThan(5);
        const failures: string[] = [];
        for (const href of links) {
          const response = await fetchPage(site.code, href);
          if (response.status >= 400) failures.push(`${href} -> ${response.status}`);
        }
        expect(failures).toEqual([]);
      });
    }
  }
});
