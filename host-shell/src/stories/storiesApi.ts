import { storiesAnswerSchema, storyTagSchema, type StoriesAnswer, type StoryTag } from '@showroom/contracts';
import { z } from 'zod';

/** One page of the list as the browser asks the BFF for it. */
export interface StoriesPageRequest {
  site: string;
  language: string;
  /** The stories index path. */
  datasource?: string;
  limit: number;
  /** The endCursor of the page before; none for the first page. */
  cursor?: string | null;
  tags: readonly string[];
}

/** The BFF path of a stories page: `/api/stories?site=..&language=..&limit=..` with datasource, cursor and tags when given. */
export function storiesApiPath(request: StoriesPageRequest): string {
  const params = new URLSearchParams({ site: request.site, language: request.language });
  if (request.datasource) params.set('datasource', request.datasource);
  params.set('limit', String(request.limit));
  if (request.cursor) params.set('cursor', request.cursor);
  if (request.tags.length) params.set('tags', request.tags.join(','));
  return `/api/stories?${params.toString()}`;
}

async function getJson(path: string, signal?: AbortSignal): Promise<unknown> {
  const response = await fetch(path, { headers: { accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json();
}

/** A page of stories from the BFF; throws when it fails or answers outside the contract. */
export async function fetchStoriesPage(request: StoriesPageRequest, signal?: AbortSignal): Promise<StoriesAnswer> {
  // Parse, don't cast: what crosses the network is checked against the contract.
  return storiesAnswerSchema.parse(await getJson(storiesApiPath(request), signal));
}

/** The story tags of a language from the BFF. */
export async function fetchStoryTags(language: string, signal?: AbortSignal): Promise<StoryTag[]> {
  return z.array(storyTagSchema).parse(await getJson(`/api/stories/tags?language=${encodeURIComponent(language)}`, signal));
}
