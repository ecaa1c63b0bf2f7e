import { useCallback, useEffect, useEffectEvent, useReducer, useRef, useState } from 'react';
import type { LanguageCode, SiteCodeValue, StoriesListFields, StoryTag } from '@showroom/contracts';
import { fetchStoriesPage, fetchStoryTags } from './storiesApi';
import { selectedTagsOf, type StoriesListData } from './storiesListData';
import { initialListState, storiesListReducer, type StoriesListState } from './storiesListState';
import { pagesOf, storiesHref } from './storiesUrlState';

export interface StoriesListBinding {
  state: StoriesListState;
  tags: StoryTag[];
  /** Selects tags (none is All) and reloads from the first page. */
  selectTags: (tags: string[]) => void;
  /** Adds the next page. */
  loadMore: () => void;
}

/** Writes the list's state to the address bar so the view can be shared and reloaded. */
function replaceUrl(tags: string[], pages: number): void {
  window.history.replaceState(window.history.state, '', storiesHref(window.location, { tags, pages }));
}

/**
 * Binds the list state to the BFF and the URL: the server's first page is the initial state; tag
 * changes reload from the first page, load-more adds the next one with the cursor.
 */
export function useStoriesList(fields: StoriesListFields, data: StoriesListData | undefined, site: SiteCodeValue, language: LanguageCode): StoriesListBinding {
  const [state, dispatch] = useReducer(storiesListReducer, undefined, () => initialListState(data?.answer, selectedTagsOf(data)));
  const [tags, setTags] = useState<StoryTag[]>(data?.tags ?? []);
  const firstPage = useRef<AbortController | null>(null);
  const request = { site, language, datasource: fields.Datasource, limit: fields.PageSize };

  const loadFirstPage = useCallback(
    (selected: string[], requestId: number) => {
      firstPage.current?.abort();
      const controller = new AbortController();
      firstPage.current = controller;
      fetchStoriesPage({ site, language, datasource: fields.Datasource, limit: fields.PageSize, tags: selected }, controller.signal).then(
        (answer) => dispatch({ type: 'pageLoaded', request: requestId, answer }),
        () => {
          if (!controller.signal.aborted) dispatch({ type: 'pageFailed', request: requestId });
        },
      );
    },
    [site, language, fields.Datasource, fields.PageSize],
  );

  // Without server data (e.g. an editor's preview) the list loads itself once in the browser, from the
  // state as it is on mount; later loads start from the handlers.
  const loadWithoutServerData = useEffectEvent((signal: AbortSignal) => {
    if (data) return;
    loadFirstPage(state.selectedTags, state.request);
    fetchStoryTags(language, signal).then(setTags, () => undefined);
  });
  useEffect(() => {
    const controller = new AbortController();
    loadWithoutServerData(controller.signal);
    return () => {
      controller.abort();
      firstPage.current?.abort();
    };
  }, []);

  // The latest first-page request, for answers that arrive after the tags changed.
  const latestRequest = useRef(state.request);
  useEffect(() => {
    latestRequest.current = state.request;
  }, [state.request]);

  const selectTags = (selected: string[]) => {
    dispatch({ type: 'tagsChanged', tags: selected });
    loadFirstPage(selected, state.request + 1);
    replaceUrl(selected, 1);
  };

  const loadMore = () => {
    if (state.more === 'loading' || !state.endCursor) return;
    const requestId = state.request;
    const loaded = state.stories.length;
    dispatch({ type: 'moreStarted' });
    fetchStoriesPage({ ...request, cursor: state.endCursor, tags: state.selectedTags }).then(
      (answer) => {
        dispatch({ type: 'moreLoaded', request: requestId, answer });
        if (latestRequest.current === requestId) replaceUrl(state.selectedTags, pagesOf(loaded + answer.page.stories.length, fields.PageSize));
      },
      () => dispatch({ type: 'moreFailed', request: requestId }),
    );
  };

  return { state, tags, selectTags, loadMore };
}
