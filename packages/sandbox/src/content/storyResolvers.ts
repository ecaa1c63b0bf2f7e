import type { ArticleNeighbours, PublishInfo, StoriesAnswer, StoryTag } from '@showroom/contracts';
import { localeFromPath, localizePath, type Language } from '@showroom/sites';
import { storyTags } from '../data/stories';
import { context, str, strings, type Args } from './context';
import type { StoryCatalog } from './storyCatalog';
import { articleNeighbours, pageStories, StoryQueryError } from './storyQuery';

const LANGUAGES: readonly Language[] = ['sv', 'nb', 'fi', 'sk', 'en'];
const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

/** Root resolvers of the stories queries (spec 1 §7); with `empty` they answer empty but valid results. */
export function storyRoot(catalog: StoryCatalog, empty: boolean) {
  return {
    stories: (args: Args): StoriesAnswer => {
      const { site, language } = context(args);
      const index = catalog.index(site, language);
      const datasource = str(args, 'datasource');
      if (datasource) {
        const asked = localizePath(site, localeFromPath(site, datasource).rest.replace(/\/+$/, '') || '/', language);
        if (asked !== index.url.path) throw new StoryQueryError(`Unknown stories datasource: ${datasource}`);
      }
      // itemId names the stories index item (spec 1 §7 inputs); a wrong one is the caller's mistake.
      const itemId = str(args, 'itemId');
      if (itemId && itemId !== index.id) throw new StoryQueryError(`Unknown stories item: ${itemId}`);
      const limit = typeof args.limit === 'number' ? args.limit : 10;
      const stories = empty ? [] : catalog.list(site, language);
      return { index, page: pageStories(stories, { limit, cursor: str(args, 'cursor'), tags: strings(args, 'tags') }) };
    },
    tags: (args: Args): StoryTag[] => {
      const language = str(args, 'language') ?? '';
      if (!isLanguage(language)) throw new Error(`Unknown language ${language}`);
      return empty ? [] : storyTags(language);
    },
    publishInfo: (args: Args): PublishInfo | null => {
      const { site, language } = context(args);
      const story = empty ? undefined : catalog.findContaining(site, language, str(args, 'datasource') ?? '');
      return story ? { date: story.date, author: story.author, path: story.url.path } : null;
    },
    articleNeighbours: (args: Args): ArticleNeighbours => {
      const { site, language } = context(args);
      if (empty) return { nextArticle: null, prevArticle: null };
      const path = str(args, 'path') ?? '';
      const story = catalog.find(site, language, path);
      if (!story) throw new StoryQueryError(`Unknown story: ${path}`);
      return articleNeighbours(catalog.list(site, language), story);
    },
  };
}
