import { expect, test } from '@playwright/test';
import { siteUrl } from '../support/system';
import { clearFaults, contentGraph, setFault } from '../support/sandbox';
import { expectNoAxeViolations, openHydrated, watchConsole } from '../support/browser';

interface SeededStory { title: string; tags: string; url: { path: string } }
interface SeededTag { key: string; value: string; id: string }

/** Every story of dealergroup-se in Swedish, newest first, and the tags: the seeded data the expectations come from. */
async function seeded(): Promise<{ stories: SeededStory[]; tags: SeededTag[] }> {
  const data = await contentGraph<{ stories: { page: { stories: SeededStory[] } }; tags: SeededTag[] }>(
    'query { stories(site: "dealergroup-se", language: "sv", limit: 100) { page { stories { title tags url { path } } } } tags(language: "sv") { key value id } }',
  );
  return { stories: data.stories.page.stories, tags: data.tags };
}

const cards = (page: import('@playwright/test').Page) => page.locator('main article');

test.afterEach(() => clearFaults());

test('the stories list pages by 4 with load-more, which disappears when all are loaded; axe passes', async ({ page }) => {
  const problems = watchConsole(page);
  const { stories } = await seeded();
  await openHydrated(page, siteUrl('dealergroup-se', '/nyheter'));
  await expect(cards(page)).toHaveCount(4);
  await expect(cards(page).first()).toContainText(stories[0]!.title);
  await expectNoAxeViolations(page);
  const more = page.getByRole('button', { name: 'Visa fler nyheter' });
  await more.click();
  await expect(cards(page)).toHaveCount(8);
  await expect(cards(page).nth(4)).toContainText(stories[4]!.title);
  // The page can be shared and reloaded: the URL says how many pages are loaded.
  await expect(page).toHaveURL(/[?&]page=2/);
  await page.reload();
  await expect(cards(page)).toHaveCount(8);
  // Load until the end: ceil(total / 4) pages in all, then no button.
  const pages = Math.ceil(stories.length / 4);
  for (let n = 3; n <= pages; n++) await page.getByRole('button', { name: 'Visa fler nyheter' }).click();
  await expect(cards(page)).toHaveCount(stories.length);
  await expect(page.getByRole('button', { name: 'Visa fler nyheter' })).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('tag chips filter the list (OR of tags), All resets, and the filter survives a reload', async ({ page }) => {
  const { stories, tags } = await seeded();
  // The tag with the fewest (but some) stories: its expected list is short and differs from All.
  const counted = tags.map((tag) => ({ tag, matching: stories.filter((s) => s.tags.split('|').includes(tag.id)) })).filter((t) => t.matching.length > 0);
  counted.sort((a, b) => a.matching.length - b.matching.length);
  const { tag, matching } = counted[0]!;
  await openHydrated(page, siteUrl('dealergroup-se', '/nyheter'));
  const chips = page.getByRole('group', { name: 'Filtrera nyheter efter ämne' });
  await chips.getByRole('button', { name: tag.value, exact: true }).click();
  await expect(chips.getByRole('button', { name: tag.value, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(cards(page)).toHaveCount(Math.min(4, matching.length));
  await expect(cards(page).first()).toContainText(matching[0]!.title);
  await expect(page).toHaveURL(new RegExp(`[?&]tags=${tag.id}`));
  await page.reload();
  await expect(cards(page)).toHaveCount(Math.min(4, matching.length));
  await expect(page.getByRole('group', { name: 'Filtrera nyheter efter ämne' }).getByRole('button', { name: tag.value, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Alla', exact: true }).click();
  await expect(cards(page)).toHaveCount(4);
  await expect(cards(page).first()).toContainText(stories[0]!.title);
});

test('a story shows its back button, author line, neighbours and share links; axe passes', async ({ page }) => {
  const { stories } = await seeded();
  const story = stories[1]!;
  await openHydrated(page, siteUrl('dealergroup-se', story.url.path));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.title);
  // Back goes to the story path minus its last two segments: /nyheter/2026/x -> /nyheter.
  await expect(page.getByRole('link', { name: 'Tillbaka' })).toHaveAttribute('href', '/nyheter');
  // Previous is the next newer (stories[0]), next the next older (stories[2]).
  await expect(page.getByRole('link', { name: /Föregående artikel/ })).toHaveAttribute('href', stories[0]!.url.path);
  await expect(page.getByRole('link', { name: /Nästa artikel/ })).toHaveAttribute('href', stories[2]!.url.path);
  for (const network of ['LinkedIn', 'Facebook', 'WhatsApp', 'X']) await expect(page.getByRole('link', { name: new RegExp(`Dela på ${network}`) })).toBeVisible();
  await expect(page.getByText(/Publicerad/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('error catalogue (spec 1 §8) through the fault switch', () => {
  test('article neighbour failure: logged, the story still shows without previous/next', async ({ page }) => {
    const { stories } = await seeded();
    await setFault('content', 'error', 503, 'articleNeighbours');
    await openHydrated(page, siteUrl('dealergroup-se', stories[1]!.url.path));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(stories[1]!.title);
    await expect(page.getByRole('link', { name: /Nästa artikel|Föregående artikel/ })).toHaveCount(0);
  });

  test('story list error: the generic error text, the rest of the page works', async ({ page }) => {
    await setFault('content', 'error', 503, 'stories');
    await openHydrated(page, siteUrl('dealergroup-se', '/nyheter'));
    await expect(page.getByText('Något gick fel när nyheterna skulle hämtas.')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Huvudmeny' })).toBeVisible();
  });

  test('stories with no results: the storiesNoResults text', async ({ page }) => {
    await setFault('content', 'empty', 503, 'stories');
    await openHydrated(page, siteUrl('dealergroup-se', '/nyheter'));
    await expect(page.getByText('Inga nyheter hittades.')).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });
});
