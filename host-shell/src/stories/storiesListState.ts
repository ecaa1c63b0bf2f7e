import type { StoriesAnswer, Story } from '@showroom/contracts';
import { canLoadMore } from './loadMore';

/** The stories list: its first page (pending, ready or failed) and the pages added to it. */
export interface StoriesListState {
  status: 'pending' | 'ready' | 'error';
  stories: Story[];
  total: number;
  hasNext: boolean;
  endCursor: string | null;
  selectedTags: string[];
  /** The load-more request: a failure keeps what is loaded and shows the error text. */
  more: 'idle' | 'loading' | 'error';
  /** Index of the first story the last load-more added, where focus goes. */
  firstNew: number | null;
  /** Counts first-page requests: an answer to an older one (tags changed since) is dropped. */
  request: number;
}

export type StoriesListAction =
  | { type: 'tagsChanged'; tags: string[] }
  | { type: 'pageLoaded'; request: number; answer: StoriesAnswer }
  | { type: 'pageFailed'; request: number }
  | { type: 'moreStarted' }
  | { type: 'moreLoaded'; request: number; answer: StoriesAnswer }
  | { type: 'moreFailed'; request: number };

/** What the list shows (spec 1 §4 and §8). */
export type StoriesListView = 'pending' | 'error' | 'noResults' | 'success';

/** The state the server's data gives: none yet (pending), a failed query (error) or a first page. */
export function initialListState(answer: StoriesAnswer | null | undefined, selectedTags: string[]): StoriesListState {
  const base: StoriesListState = { status: 'pending', stories: [], total: 0, hasNext: false, endCursor: null, selectedTags, more: 'idle', firstNew: null, request: 0 };
  if (answer === undefined) return base;
  if (answer === null) return { ...base, status: 'error' };
  return { ...base, ...pageOf(answer), status: 'ready' };
}

const pageOf = (answer: StoriesAnswer) => ({ stories: answer.page.stories, total: answer.page.total, hasNext: answer.page.pageInfo.hasNext, endCursor: answer.page.pageInfo.endCursor });

/** The list's transitions; answers to a superseded request change nothing. */
export function storiesListReducer(state: StoriesListState, action: StoriesListAction): StoriesListState {
  switch (action.type) {
    case 'tagsChanged':
      return { ...initialListState(undefined, action.tags), request: state.request + 1 };
    case 'pageLoaded':
      return action.request === state.request ? { ...state, ...pageOf(action.answer), status: 'ready', more: 'idle', firstNew: null } : state;
    case 'pageFailed':
      return action.request === state.request ? { ...state, status: 'error' } : state;
    case 'moreStarted':
      return { ...state, more: 'loading' };
    case 'moreLoaded': {
      if (action.request !== state.request) return state;
      const page = pageOf(action.answer);
      // Only stories not yet on screen: a story published meanwhile must not show twice.
      const seen = new Set(state.stories.map((story) => story.id));
      const added = page.stories.filter((story) => !seen.has(story.id));
      return { ...state, ...page, stories: [...state.stories, ...added], more: 'idle', firstNew: added.length ? state.stories.length : null };
    }
    case 'moreFailed':
      return action.request === state.request ? { ...state, more: 'error' } : state;
  }
}

/** Which of the four views the state is in. */
export function listView(state: StoriesListState): StoriesListView {
  if (state.status === 'pending') return 'pending';
  if (state.status === 'error') return 'error';
  return state.stories.length === 0 ? 'noResults' : 'success';
}

/** Whether the load-more button shows (see canLoadMore). */
export function showsLoadMore(state: StoriesListState): boolean {
  return state.status === 'ready' && canLoadMore({ loaded: state.stories.length, total: state.total, hasNext: state.hasNext, endCursor: state.endCursor });
}
