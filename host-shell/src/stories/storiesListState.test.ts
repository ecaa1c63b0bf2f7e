import { initialListState, listView, showsLoadMore, storiesListReducer as reduce } from './storiesListState';
import { sampleAnswer } from './testing/sampleStories';

describe('stories list state', () => {
  it('starts pending without server data, in error after a failed query, ready with a first page', () => {
    expect(listView(initialListState(undefined, []))).toBe('pending');
    expect(listView(initialListState(null, []))).toBe('error');
    const ready = initialListState(sampleAnswer(4, 9), ['A1']);
    expect(listView(ready)).toBe('success');
    expect(ready.selectedTags).toEqual(['A1']);
    expect(listView(initialListState(sampleAnswer(0, 0), []))).toBe('noResults');
  });

  it('goes pending on new tags and takes only the answer to the latest request', () => {
    const first = reduce(initialListState(sampleAnswer(4, 9), []), { type: 'tagsChanged', tags: ['A1'] });
    const second = reduce(first, { type: 'tagsChanged', tags: ['A1', 'B2'] });
    expect(listView(second)).toBe('pending');
    expect(second.selectedTags).toEqual(['A1', 'B2']);
    const stale = reduce(second, { type: 'pageLoaded', request: first.request, answer: sampleAnswer(4, 5) });
    expect(stale).toBe(second);
    const fresh = reduce(second, { type: 'pageLoaded', request: second.request, answer: sampleAnswer(2, 2) });
    expect(fresh.stories).toHaveLength(2);
    expect(listView(reduce(second, { type: 'pageFailed', request: second.request }))).toBe('error');
  });

  it('adds the next page after what is loaded and points focus at the first new story', () => {
    const ready = initialListState(sampleAnswer(4, 9), []);
    const loading = reduce(ready, { type: 'moreStarted' });
    expect(loading.more).toBe('loading');
    const more = reduce(loading, { type: 'moreLoaded', request: ready.request, answer: sampleAnswer(4, 9, 4) });
    // 4 + 4 = 8 of 9; the first new one is at index 4.
    expect(more.stories.map((s) => s.id)).toEqual(['STORY01', 'STORY02', 'STORY03', 'STORY04', 'STORY05', 'STORY06', 'STORY07', 'STORY08']);
    expect(more.firstNew).toBe(4);
    expect(showsLoadMore(more)).toBe(true);
    const all = reduce(more, { type: 'moreLoaded', request: ready.request, answer: sampleAnswer(1, 9, 8) });
    expect(all.stories).toHaveLength(9);
    expect(all.firstNew).toBe(8);
    expect(showsLoadMore(all)).toBe(false);
  });

  it('keeps what is loaded when load-more fails', () => {
    const ready = initialListState(sampleAnswer(4, 9), []);
    const failed = reduce(reduce(ready, { type: 'moreStarted' }), { type: 'moreFailed', request: ready.request });
    expect(failed.more).toBe('error');
    expect(failed.stories).toHaveLength(4);
    expect(listView(failed)).toBe('success');
  });

  it('does not show a story twice when a page overlaps what is loaded', () => {
    const ready = initialListState(sampleAnswer(4, 9), []);
    // The next page starts one story early (offset 3): story 4 again, then 5..7.
    const more = reduce(ready, { type: 'moreLoaded', request: ready.request, answer: sampleAnswer(4, 9, 3) });
    expect(more.stories.map((s) => s.id)).toEqual(['STORY01', 'STORY02', 'STORY03', 'STORY04', 'STORY05', 'STORY06', 'STORY07']);
  });

  it('drops a load-more answer that arrives after the tags changed', () => {
    const ready = initialListState(sampleAnswer(4, 9), []);
    const changed = reduce(reduce(ready, { type: 'moreStarted' }), { type: 'tagsChanged', tags: ['A1'] });
    expect(reduce(changed, { type: 'moreLoaded', request: ready.request, answer: sampleAnswer(4, 9, 4) })).toBe(changed);
  });
});
