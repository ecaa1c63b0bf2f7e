import { storySchema } from '@showroom/contracts';
import { SITE_CODES, SITES } from '@showroom/sites';
import { generateStoryItems, storyDate, storyFor, storyTags, tagId } from './stories';

const NOW = new Date('2025-06-15T12:00:00.000Z');
const YEAR_MS = 365 * 86_400_000;

describe('story items', () => {
  it('are the same for the same seed and clock and differ for another seed', () => {
    const site = SITES['dealergroup-se'];
    expect(generateStoryItems(7, NOW, site)).toEqual(generateStoryItems(7, NOW, site));
    expect(generateStoryItems(8, NOW, site).map((i) => i.id)).not.toEqual(generateStoryItems(7, NOW, site).map((i) => i.id));
  });

  it('give every site and language at least 30 valid stories over the past year, with unique paths', () => {
    for (const code of SITE_CODES) {
      const site = SITES[code];
      const items = generateStoryItems(1, NOW, site);
      for (const locale of site.locales) {
        const stories = items.map((item) => storyFor(site, locale.language, item));
        expect(stories.length).toBeGreaterThanOrEqual(30);
        expect(new Set(stories.map((s) => s.url.path)).size).toBe(stories.length);
        for (const story of stories) {
          storySchema.parse(story);
          const age = NOW.getTime() - Date.parse(story.date.value);
          expect(age).toBeGreaterThanOrEqual(0);
          expect(age).toBeLessThan(YEAR_MS);
          expect(story.image.src.startsWith(`/-/media/stories/${story.id}/`)).toBe(true);
          expect(story.url.path.startsWith(`${locale.prefix}${site.paths.stories}/`)).toBe(true);
          expect(story.tags.split('|').length).toBeGreaterThanOrEqual(1);
        }
      }
    }
  });

  it('spread the dates: distinct days, some older than six months', () => {
    const items = generateStoryItems(1, NOW, SITES['carstore-fi']);
    expect(new Set(items.map((i) => Math.floor((NOW.getTime() - i.date.getTime()) / 86_400_000))).size).toBe(items.length);
    expect(items.some((i) => NOW.getTime() - i.date.getTime() > YEAR_MS / 2)).toBe(true);
  });

  it('keep the item id and path segment across the languages of a site', () => {
    const site = SITES['dealergroup-se'];
    const [item] = generateStoryItems(1, NOW, site);
    if (!item) throw new Error('no story');
    const sv = storyFor(site, 'sv', item);
    const en = storyFor(site, 'en', item);
    expect(en.id).toBe(sv.id);
    expect(en.url.path).toBe(`/en${sv.url.path}`);
  });
});

describe('storyDate', () => {
  it('formats in the site time zone: YYYY-MM-DD, or DD/MM/YYYY in English', () => {
    // 23:30 UTC on 14 March is already 15 March in Stockholm (UTC+1) but not in London (UTC+0).
    const date = new Date('2025-03-14T23:30:00.000Z');
    expect(storyDate(date, SITES['dealergroup-se'], 'sv')).toEqual({ value: '2025-03-14T23:30:00.000Z', formattedValue: '2025-03-15' });
    expect(storyDate(date, SITES['dealergroup-se'], 'en').formattedValue).toBe('15/03/2025');
    expect(storyDate(date, SITES['premium-uk'], 'en').formattedValue).toBe('14/03/2025');
  });
});

describe('storyTags', () => {
  it('share ids and keys across languages and translate the value', () => {
    const sv = storyTags('sv');
    const en = storyTags('en');
    expect(sv.map((t) => t.id)).toEqual(en.map((t) => t.id));
    expect(sv.find((t) => t.key === 'electric-cars')).toEqual({ key: 'electric-cars', value: 'Elbilar', id: tagId('electric-cars') });
    expect(new Set(sv.map((t) => t.id)).size).toBe(sv.length);
  });
});
