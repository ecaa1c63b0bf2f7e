import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, openHydrated, watchConsole } from '../support/browser';
import { fetchPage, siteUrl } from '../support/system';

// Issue 15 item 10. Spec 1 §1: "Page types registered in the page registry include car list, car detail,
// leasing, kits, feedback, booking and login. Their bodies are described in other documents where shown;
// otherwise not shown." No document shows these three, so each is a content page: its route's blocks.
// The headings are the page titles the sandbox's content gives them (Swedish, and English under /en).
const PAGES = [
  { kind: 'leasing', path: '/leasing', heading: 'Leasing' },
  { kind: 'feedback', path: '/tyck-till', heading: 'Tyck till' },
  { kind: 'login', path: '/logga-in', heading: 'Logga in' },
  { kind: 'feedback (English)', path: '/en/tyck-till', heading: 'Feedback' },
  { kind: 'login (English)', path: '/en/logga-in', heading: 'Log in' },
] as const;

test.describe('the leasing, feedback and login page types on dealergroup-se', () => {
  for (const { kind, path, heading } of PAGES) {
    test(`${kind}: ${path} answers 200 with the heading "${heading}", in the browser and without JavaScript`, async ({ page }) => {
      const response = await fetchPage('dealergroup-se', path);
      expect(response.status).toBe(200);
      // Server-rendered: the heading is in the HTML, and no section failed ('Aj då' is the failed-section text).
      const html = (await response.text()).replace(/<script id="__SHOWROOM_TEXTS__"[^>]*>[^<]*<\/script>/, '');
      expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(html).not.toContain('Aj då');

      const problems = watchConsole(page);
      await openHydrated(page, siteUrl('dealergroup-se', path));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      // The site's title template is '{title} | Dealergroup'.
      await expect(page).toHaveTitle(`${heading} | Dealergroup`);
      expect(problems).toEqual([]);
    });
  }

  test('the leasing page passes axe', async ({ page }) => {
    await openHydrated(page, siteUrl('dealergroup-se', '/leasing'));
    await expectNoAxeViolations(page);
  });
});
