import { callBff } from '@showroom/api-client';
import { type LanguageCode, type SiteCodeValue, type StoriesAnswer, type StoryTag } from '@showroom/contracts';
import { storiesRoutes } from '@showroom/contracts/bff-routes';

/** One page of the list as the browser asks the BFF for it. */
export interface StoriesPageRequest {
  site: SiteCodeValue;
  language: LanguageCode;
  /** The stories index path. */
  datasource?: string;
  limit: number;
  /** The endCursor of the page before; none for the first page. */
  cursor?: string | null;
  tags: readonly string[];
}

/** A page of stories from the BFF; throws when it fails or answers outside the contract. */
export async function fetchStoriesPage(request: StoriesPageRequest, signal?: AbortSignal): Promise<StoriesAnswer> {
  const { site, language, datasource, limit, cursor, tags } = request;
  const query = { site, language, datasource, limit, cursor: cursor ?? undefined, tags: tags.length ? tags.join(',') : undefined };
  return callBff(storiesRoutes.list, { query }, { signal });
}

/** The story tags of a language from the BFF. */
export async function fetchStoryTags(language: LanguageCode, signal?: AbortSignal): Promise<StoryTag[]> {
  return callBff(storiesRoutes.tags, { query: { language } }, { signal });
}
