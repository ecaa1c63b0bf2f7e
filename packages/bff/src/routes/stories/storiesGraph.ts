import type { AxiosInstance } from 'axios';
import {
  articleNeighboursSchema,
  publishInfoSchema,
  storiesAnswerSchema,
  storyTagSchema,
  type ArticleNeighbours,
  type PublishInfo,
  type StoriesAnswer,
  type StoryTag,
} from '@showroom/contracts';
import * as z from 'zod/mini';
import { createContentGraph } from '../../upstreams/contentGraph';
import { ARTICLE_NEIGHBOURS_QUERY, PUBLISH_INFO_QUERY, STORIES_QUERY, TAGS_QUERY } from './storiesQueries';

/** What a stories page query asks for: the site and language, where the index is, and which page. */
export interface StoriesQuery {
  site: string;
  language: string;
  /** The stories index path; without it the site's own index. */
  datasource?: string;
  /** The stories index item id. */
  itemId?: string;
  limit: number;
  /** The endCursor of the page before; without it the first page. */
  cursor?: string;
  /** Tag ids, any of which a story must have; none means every story. */
  tags?: readonly string[];
}

/** Where the graph client reports a failure it rethrows (a pino logger fits). */
export interface StoriesGraphLog {
  error(details: object, message: string): void;
}

const consoleLog: StoriesGraphLog = { error: (details, message) => console.error(message, details) };

/** The stories queries of the content edge graph (spec 1 §7); every answer is parsed with its contract. */
export function createStoriesGraph(client: AxiosInstance, log: StoriesGraphLog = consoleLog) {
  const query = createContentGraph(client);

  return {
    /** One newest-first page of stories with the index settings. */
    stories: (q: StoriesQuery): Promise<StoriesAnswer> =>
      query(
        STORIES_QUERY,
        { site: q.site, language: q.language, datasource: q.datasource, itemId: q.itemId, limit: q.limit, cursor: q.cursor, tags: q.tags?.length ? [...q.tags] : undefined },
        'stories',
        storiesAnswerSchema,
      ),
    /** The story tags in a language. */
    tags: (language: string): Promise<StoryTag[]> => query(TAGS_QUERY, { language }, 'tags', z.array(storyTagSchema)),
    /** Date and author of the story page at (or above) datasource; null when there is none. */
    publishInfo: (q: { site: string; language: string; datasource: string }): Promise<PublishInfo | null> =>
      query(PUBLISH_INFO_QUERY, q, 'publishInfo', z.nullable(publishInfoSchema)),
    /** The paths of the next older and next newer story; a failure is logged and rethrown (spec 1 §8). */
    articleNeighbours: async (q: { site: string; language: string; path: string }): Promise<ArticleNeighbours> => {
      try {
        return await query(ARTICLE_NEIGHBOURS_QUERY, q, 'articleNeighbours', articleNeighboursSchema);
      } catch (error) {
        log.error({ err: error, site: q.site, language: q.language, path: q.path }, 'Error fetching article neighbours');
        throw error;
      }
    },
  };
}

export type StoriesGraph = ReturnType<typeof createStoriesGraph>;
