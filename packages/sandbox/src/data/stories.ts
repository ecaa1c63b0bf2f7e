import type { Story, StoryDate, StoryTag } from '@showroom/contracts';
import { localizePath, type Language, type SiteCode, type SiteDefinition } from '@showroom/sites';
import { mediaPath } from '../media/paths';
import { createRandom, hashString, slugify } from '../random';
import { MARKETS } from './markets';
import { BRANDS } from './models';
import { AUTHORS, BODY_PARAGRAPHS, PREMBLES, STORY_TAGS, TITLE_TEMPLATES } from './storiesTexts';

/** Stories per site; every language of the site has each of them. */
export const STORIES_PER_SITE = 40;
const DAY_MS = 86_400_000;

/** A story item, language-independent: the platform keeps one item with a version per language. */
export interface StoryItem {
  id: string;
  date: Date;
  tagIds: string[];
  brand: string;
  model: string;
  town: string;
  template: number;
  author: string;
  /** Item name, from the default language's title; the same path segment in every language. */
  slug: string;
}

/** The time zone a site's dates are shown in. */
const TIME_ZONES: Record<SiteCode, string> = {
  'carstore-fi': 'Europe/Helsinki',
  'carstore-no': 'Europe/Oslo',
  'carstore-se': 'Europe/Stockholm',
  'carstore-sk': 'Europe/Bratislava',
  'dealergroup-se': 'Europe/Stockholm',
  'dealergroup-no': 'Europe/Oslo',
  'premium-uk': 'Europe/London',
};

/** A 32-hex-digit item id, as the platform's graph prints ids, derived from a key. */
export function itemId(key: string): string {
  return [1, 2, 3, 4].map((salt) => hashString(`${salt}:${key}`).toString(16).padStart(8, '0')).join('').toUpperCase();
}

/** The id of a story tag by its key. */
export function tagId(key: string): string {
  return itemId(`tag:${key}`);
}

/** The story tags in a language. */
export function storyTags(language: Language): StoryTag[] {
  return STORY_TAGS.map((tag) => ({ key: tag.key, value: tag.words[language], id: tagId(tag.key) }));
}

/**
 * The story items of a site, newest first: distinct days spread over the year before `now`,
 * one to three tags each. Same seed, site and clock give the same items.
 */
export function generateStoryItems(seed: number, now: Date, site: SiteDefinition): StoryItem[] {
  const random = createRandom(seed ^ hashString(`stories:${site.code}`));
  const language = site.locales[0]?.language ?? 'en';
  // Distinct day offsets keep the dates strictly ordered; 12 h of jitter never crosses a day.
  const offsets = random.sample(Array.from({ length: 364 }, (_, day) => day), STORIES_PER_SITE);
  const slugs = new Set<string>();
  return offsets.map((offset, index) => {
    const brandLine = random.pick(BRANDS);
    const model = random.pick(brandLine.models).model;
    const town = random.pick(MARKETS[site.code].towns).name;
    const template = index % TITLE_TEMPLATES.en.length;
    const tagKeys = random.sample(STORY_TAGS, random.int(1, 3)).map((tag) => tag.key);
    const base = slugify(fillTitle(TITLE_TEMPLATES[language][template] ?? '', brandLine.brand, model, town));
    let slug = base;
    for (let n = 2; slugs.has(slug); n++) slug = `${base}-${n}`;
    slugs.add(slug);
    return {
      id: itemId(`story:${seed}:${site.code}:${index}`),
      date: new Date(now.getTime() - offset * DAY_MS - random.int(0, 12 * 60) * 60_000),
      tagIds: tagKeys.map(tagId),
      brand: brandLine.brand,
      model,
      town,
      template,
      author: random.pick(AUTHORS),
      slug,
    };
  });
}

function fillTitle(template: string, brand: string, model: string, town: string): string {
  return template.replaceAll('{brand}', brand).replaceAll('{model}', model).replaceAll('{town}', town);
}

/** The unprefixed path of a story: the stories index, the year, the item name. */
export function storyPath(site: SiteDefinition, item: StoryItem): string {
  return `${site.paths.stories ?? '/stories'}/${item.date.getUTCFullYear()}/${item.slug}`;
}

/** A date as the graph serves it: ISO plus DD/MM/YYYY for English, otherwise YYYY-MM-DD, in the site's time zone. */
export function storyDate(date: Date, site: SiteDefinition, language: Language): StoryDate {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONES[site.code], year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const formattedValue = language === 'en' ? `${part('day')}/${part('month')}/${part('year')}` : `${part('year')}-${part('month')}-${part('day')}`;
  return { value: date.toISOString(), formattedValue };
}

/** The language version of a story item. */
export function storyFor(site: SiteDefinition, language: Language, item: StoryItem): Story {
  const title = fillTitle(TITLE_TEMPLATES[language][item.template] ?? '', item.brand, item.model, item.town);
  const [first, ...rest] = BODY_PARAGRAPHS[language];
  return {
    id: item.id,
    date: storyDate(item.date, site, language),
    image: { src: mediaPath('stories', item.id, 1), alt: title },
    title,
    premble: PREMBLES[language],
    body: [`<p><strong>${title}.</strong> ${first ?? ''}</p>`, ...rest.map((p) => `<p>${p}</p>`)].join(''),
    tags: item.tagIds.join('|'),
    url: { path: localizePath(site, storyPath(site, item), language) },
    displayName: title,
    author: item.author,
  };
}
