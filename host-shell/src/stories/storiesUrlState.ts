/** Stories per page of the list (spec 1 §9). */
export const STORIES_PAGE_SIZE = 4;
/** Stories the teaser shows: the latest three (spec 1 §9). */
export const TEASER_STORIES = 3;
/** The most pages a URL can ask the server for at once: 25 × 4 = 100, the graph's largest page. */
export const MAX_URL_PAGES = 25;
/** Tag ids a URL may select; more is a broken or hostile link. */
const MAX_URL_TAGS = 20;
const TAG_ID = /^[A-Za-z0-9-]{1,64}$/;

/** What the list's URL holds so a shared or reloaded link shows the same list. */
export interface StoriesUrlState {
  /** Selected tag ids; none means All. */
  tags: string[];
  /** How many pages are loaded, at least 1. */
  pages: number;
}

/** The query of a request (Fastify's shape) as URLSearchParams. */
export function searchParamsOf(query: Readonly<Record<string, string | string[] | undefined>>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(key, one);
  }
  return params;
}

/** Reads `tags` (comma-separated or repeated) and `page`; anything malformed is dropped, never an error. */
export function readStoriesUrlState(params: URLSearchParams): StoriesUrlState {
  const tags = [
    ...new Set(
      params
        .getAll('tags')
        .flatMap((value) => value.split(','))
        .map((tag) => tag.trim())
        .filter((tag) => TAG_ID.test(tag)),
    ),
  ].slice(0, MAX_URL_TAGS);
  const page = Number(params.get('page'));
  const pages = Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_URL_PAGES) : 1;
  return { tags, pages };
}

/** The same location with the list's state written to its query: `tags=a,b` and `page=n`, each left out at its default. */
export function storiesHref(location: { pathname: string; search: string; hash: string }, state: StoriesUrlState): string {
  const params = new URLSearchParams(location.search);
  params.delete('tags');
  params.delete('page');
  if (state.tags.length) params.set('tags', state.tags.join(','));
  if (state.pages > 1) params.set('page', String(state.pages));
  // Commas stay readable in a shared link; URLSearchParams reads them back either way.
  const search = params.toString().replace(/%2C/gi, ',');
  return `${location.pathname}${search ? `?${search}` : ''}${location.hash}`;
}

/** How many pages `loaded` stories fill (a part page counts as one). */
export function pagesOf(loaded: number, pageSize: number = STORIES_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(loaded / pageSize));
}
