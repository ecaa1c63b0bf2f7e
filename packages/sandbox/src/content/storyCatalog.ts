import type { StoriesIndex, Story } from '@showroom/contracts';
import { localeFromPath, localizePath, type Language, type SiteCode, type SiteDefinition } from '@showroom/sites';
import { generateStoryItems, storyFor, type StoryItem } from '../data/stories';
import { newestFirst } from './storyQuery';

/** What the content data is generated from: the seed and the clock. */
export interface ContentWorld {
  seed: number;
  now: Date;
  /** Cars an editor picked for a site's home page teaser block (by id, in the editor's order). */
  teaserCarIds?: (site: SiteCode) => readonly string[];
}

/** Index settings per site: list style on the premium site, no dates on the Slovak one, a highlighted latest story on the dealer groups. */
const INDEX_SETTINGS: Record<SiteCode, Omit<StoriesIndex, 'url' | 'id'>> = {
  'carstore-fi': { showDates: true, layout: 'Variant 1', highlightLatestStory: false },
  'carstore-no': { showDates: true, layout: 'Variant 1', highlightLatestStory: false },
  'carstore-se': { showDates: true, layout: 'Variant 1', highlightLatestStory: false },
  'carstore-sk': { showDates: false, layout: 'Variant 1', highlightLatestStory: false },
  'dealergroup-se': { showDates: true, layout: 'Variant 1', highlightLatestStory: true },
  'dealergroup-no': { showDates: true, layout: 'Variant 1', highlightLatestStory: true },
  'premium-uk': { showDates: true, layout: 'Variant 2', highlightLatestStory: false },
};

/** The stories of every site and language, generated on first use and kept. */
export class StoryCatalog {
  private readonly items = new Map<SiteCode, StoryItem[]>();
  private readonly stories = new Map<string, Story[]>();

  constructor(readonly world: ContentWorld) {}

  /** Every story of a site in a language, newest first. */
  list(site: SiteDefinition, language: Language): Story[] {
    const key = `${site.code}:${language}`;
    let stories = this.stories.get(key);
    if (!stories) {
      stories = this.itemsOf(site).map((item) => storyFor(site, language, item)).sort(newestFirst);
      this.stories.set(key, stories);
    }
    return stories;
  }

  /** The story at a path (prefixed or not) or with an id, in a language. */
  find(site: SiteDefinition, language: Language, pathOrId: string): Story | undefined {
    const { rest } = localeFromPath(site, pathOrId);
    const path = localizePath(site, rest.replace(/\/+$/, ''), language);
    return this.list(site, language).find((story) => story.url.path === path || story.id === pathOrId);
  }

  /** The story a path is, or is beneath (a datasource of the story page). */
  findContaining(site: SiteDefinition, language: Language, path: string): Story | undefined {
    const { rest } = localeFromPath(site, path);
    const localized = localizePath(site, rest, language);
    return this.list(site, language).find((story) => localized === story.url.path || localized.startsWith(`${story.url.path}/`));
  }

  /** The stories index settings of a site in a language. */
  index(site: SiteDefinition, language: Language): StoriesIndex {
    return { id: storiesIndexId(site.code), ...INDEX_SETTINGS[site.code], url: { path: localizePath(site, site.paths.stories ?? '/', language) } };
  }

  private itemsOf(site: SiteDefinition): StoryItem[] {
    let items = this.items.get(site.code);
    if (!items) {
      items = generateStoryItems(this.world.seed, this.world.now, site);
      this.items.set(site.code, items);
    }
    return items;
  }
}

/** The stories index item's id of a site (stable, language-independent). */
export function storiesIndexId(siteCode: string): string {
  return `stories-index-${siteCode}`;
}
