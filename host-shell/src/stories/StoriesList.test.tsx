import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeBff, type FakeBffAnswer, serverRenderThenHydrate } from '@showroom/test-kit';
import type { ContentBlock, StoriesIndex } from '@showroom/contracts';
import type { Language, SiteCode } from '@showroom/sites';
import type { BlockDataMap } from '../shell/page/blockData';
import { renderInPage, samplePageContext } from '../shell/testing/renderInPage';
import { StoriesList } from './StoriesList';
import type { StoriesListData } from './storiesListData';
import { cssOf } from './testing/cssOf';
import { sampleAnswer, sampleStory, SAMPLE_INDEX, SAMPLE_TAGS } from './testing/sampleStories';

let bff: ReturnType<typeof fakeBff>;
beforeEach(() => {
  bff = fakeBff();
  window.history.replaceState(null, '', '/nyheter');
});
afterEach(() => jest.restoreAllMocks());

/** A BFF that answers each call in turn; the test answers them when it likes. */
function deferredBff() {
  const pending: ((answer: FakeBffAnswer) => void)[] = [];
  bff.mockImplementation(() => new Promise((resolve) => pending.push(resolve)));
  return {
    answer: async (body: unknown, status = 200) => {
      // A call reaches the BFF a few microtasks after what started it.
      await waitFor(() => expect(pending.length).toBeGreaterThan(0));
      await act(async () => pending.shift()?.({ status, body }));
    },
  };
}
const calledUrls = () => bff.mock.calls.map(([request]) => request.url);
/** Lets any call that was started reach the BFF, so "no call" is checked after the fact. */
const settled = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

function block(index: Partial<StoriesIndex> = {}): ContentBlock {
  return { uid: 'list', componentName: 'StoriesList', fields: { ...SAMPLE_INDEX, ...index, Datasource: '/nyheter', PageSize: 4 } };
}
function renderList(options: { data?: Partial<StoriesListData> | null; index?: Partial<StoriesIndex>; dictionary?: Record<string, string>; language?: Language; siteCode?: SiteCode } = {}) {
  const { data = {}, index, dictionary = {}, language = 'sv', siteCode = 'dealergroup-se' } = options;
  const list: StoriesListData = { kind: 'storiesList', answer: sampleAnswer(4, 9), tags: SAMPLE_TAGS, ...data };
  const blockData: BlockDataMap = data === null ? {} : { list };
  return renderInPage(<StoriesList block={block(index)} />, samplePageContext({ siteCode, language, path: '/nyheter', dictionary, blockData }));
}
const cards = () => screen.queryAllByRole('article');
const chip = (name: string) => screen.getByRole('button', { name });

describe('StoriesList: states', () => {
  it('shows the server first page: 4 cards with title links, no request', async () => {
    renderList();
    expect(cards()).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Nyhet 1' })).toHaveAttribute('href', '/nyheter/2025/nyhet-1');
    expect(screen.getByText('Ingress 1')).toBeInTheDocument();
    await settled();
    expect(bff).not.toHaveBeenCalled();
  });

  it('is pending (spinner) without server data, then loads the first page and the tags from the BFF', async () => {
    const net = deferredBff();
    renderList({ data: null });
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Laddar nyheter…');
    expect(cards()).toHaveLength(0);
    await waitFor(() => expect(calledUrls()).toEqual(['/api/stories?site=dealergroup-se&language=sv&datasource=%2Fnyheter&limit=4', '/api/stories/tags?language=sv']));
    await net.answer(sampleAnswer(4, 9));
    await net.answer(SAMPLE_TAGS);
    expect(cards()).toHaveLength(4);
    expect(chip('Service')).toBeInTheDocument();
    expect(screen.queryByText('Laddar nyheter…')).not.toBeInTheDocument();
  });

  it('shows the generic error text when the list query failed', () => {
    renderList({ data: { answer: null } });
    expect(screen.getByRole('alert')).toHaveTextContent('Något gick fel när nyheterna skulle hämtas. Försök igen senare.');
    expect(cards()).toHaveLength(0);
  });

  it('takes the error text from the dictionary when it has one', () => {
    renderList({ data: { answer: null }, dictionary: { storiesError: 'Nyheterna kunde inte visas.' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Nyheterna kunde inte visas.');
  });

  it('shows the dictionary text keyed storiesNoResults when there are no stories', () => {
    renderList({ data: { answer: sampleAnswer(0, 0) }, dictionary: { storiesNoResults: 'Här finns inga nyheter ännu.' } });
    expect(screen.getByText('Här finns inga nyheter ännu.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Visa fler nyheter' })).not.toBeInTheDocument();
  });

  it('falls back to the translated no-results text without a dictionary entry', () => {
    renderList({ data: { answer: sampleAnswer(0, 0) }, language: 'en' });
    expect(screen.getByText('No stories found.')).toBeInTheDocument();
  });

  it('renders nothing for fields that do not parse, and a note for editors', () => {
    const bad: ContentBlock = { uid: 'list', componentName: 'StoriesList', fields: { Datasource: 'x' } };
    const { container } = renderInPage(<StoriesList block={bad} />);
    expect(container).toBeEmptyDOMElement();
    renderInPage(<StoriesList block={bad} />, samplePageContext({ editing: true }));
    expect(screen.getByRole('note')).toHaveTextContent('StoriesList');
  });
});

describe('StoriesList: display rules', () => {
  it('lays cards out in 1 column on phones and 2 from 768 px', () => {
    renderList();
    const css = cssOf(screen.getAllByRole('list')[0]!);
    expect(css).toMatch(/grid-template-columns: minmax\(0, 1fr\);/);
    expect(css).toMatch(/@media \(min-width: 768px\) \{\.css-\w+ \{grid-template-columns: repeat\(2, minmax\(0, 1fr\)\);\}\}/);
  });

  it('uses the list style for layout Variant 2: one column, image beside the text from 768 px', () => {
    renderList({ index: { layout: 'Variant 2' } });
    expect(cssOf(screen.getAllByRole('list')[0]!)).toMatch(/@media \(min-width: 768px\) \{\.css-\w+ \{grid-template-columns: minmax\(0, 1fr\);\}\}/);
    expect(cssOf(cards()[0]!)).toMatch(/@media \(min-width: 768px\) \{\.css-\w+ \{grid-template-columns: minmax\(200px, 1fr\) 2fr;/);
  });

  it('shows dates only when showDates is set, as YYYY-MM-DD outside English', () => {
    renderList();
    // Story 1 is dated 2025-03-27 (28 − 1).
    const time = within(cards()[0]!).getByText('2025-03-27');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2025-03-27T09:30:00.000Z');
  });

  it('shows dates as DD/MM/YYYY in English', () => {
    const english = { ...sampleAnswer(1, 1), page: { total: 1, pageInfo: { hasNext: false, endCursor: null }, stories: [sampleStory(1, { date: { value: '2025-03-27T09:30:00.000Z', formattedValue: '27/03/2025' } })] } };
    renderList({ data: { answer: english }, language: 'en' });
    expect(within(cards()[0]!).getByText('27/03/2025')).toBeInTheDocument();
  });

  it('hides dates when showDates is not set', () => {
    renderList({ index: { showDates: false } });
    expect(document.querySelector('time')).toBeNull();
  });

  it('highlights the latest story only when highlightLatestStory is set', () => {
    const { unmount } = renderList({ index: { highlightLatestStory: true } });
    expect(within(cards()[0]!).getByText('Senaste nytt')).toBeInTheDocument();
    expect(cards()[0]).toHaveAttribute('data-highlighted', 'true');
    expect(cards()[1]).not.toHaveAttribute('data-highlighted');
    // The highlighted card spans both columns.
    expect(cssOf(cards()[0]!.parentElement!)).toMatch(/grid-column: 1 ?\/ ?-1;/);
    unmount();
    renderList();
    expect(screen.queryByText('Senaste nytt')).not.toBeInTheDocument();
    expect(cards()[0]).not.toHaveAttribute('data-highlighted');
  });
});

describe('StoriesList: tags', () => {
  it('shows All plus each tag as toggle buttons, All pressed', () => {
    renderList();
    const group = screen.getByRole('group', { name: 'Filtrera nyheter efter ämne' });
    expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual(['Alla', 'Nyheter', 'Service', 'Evenemang']);
    expect(chip('Alla')).toHaveAttribute('aria-pressed', 'true');
    expect(chip('Service')).toHaveAttribute('aria-pressed', 'false');
  });

  it('toggles tags (multi-select), reloads from the first page via the BFF and writes the URL', async () => {
    const user = userEvent.setup();
    const net = deferredBff();
    window.history.replaceState(null, '', '/nyheter?page=3&utm_source=mail');
    renderList();
    await user.click(chip('Nyheter'));
    expect(chip('Nyheter')).toHaveAttribute('aria-pressed', 'true');
    expect(chip('Alla')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Laddar nyheter…')).toBeInTheDocument();
    await waitFor(() => expect(calledUrls()[0]).toBe('/api/stories?site=dealergroup-se&language=sv&datasource=%2Fnyheter&limit=4&tags=A1'));
    expect(window.location.pathname + window.location.search).toBe('/nyheter?utm_source=mail&tags=A1');
    await net.answer(sampleAnswer(2, 2));
    expect(cards()).toHaveLength(2);

    await user.click(chip('Service'));
    await waitFor(() => expect(calledUrls()[1]).toBe('/api/stories?site=dealergroup-se&language=sv&datasource=%2Fnyheter&limit=4&tags=A1%2CB2'));
    expect(window.location.search).toBe('?utm_source=mail&tags=A1,B2');
    await net.answer(sampleAnswer(3, 3));

    await user.click(chip('Nyheter'));
    expect(chip('Nyheter')).toHaveAttribute('aria-pressed', 'false');
    expect(chip('Service')).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(calledUrls()[2]).toMatch(/&tags=B2$/));
    await net.answer(sampleAnswer(1, 1));
  });

  it('resets with All', async () => {
    const user = userEvent.setup();
    const net = deferredBff();
    window.history.replaceState(null, '', '/nyheter?tags=A1,B2');
    renderList({ data: { selectedTags: ['A1', 'B2'] } });
    expect(chip('Nyheter')).toHaveAttribute('aria-pressed', 'true');
    expect(chip('Service')).toHaveAttribute('aria-pressed', 'true');
    await user.click(chip('Alla'));
    expect(chip('Alla')).toHaveAttribute('aria-pressed', 'true');
    expect(chip('Nyheter')).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(calledUrls()).toEqual(['/api/stories?site=dealergroup-se&language=sv&datasource=%2Fnyheter&limit=4']));
    expect(window.location.search).toBe('');
    await net.answer(sampleAnswer(4, 9));
    expect(cards()).toHaveLength(4);
  });

  it('does not reload when All is chosen again', async () => {
    const user = userEvent.setup();
    renderList();
    await user.click(chip('Alla'));
    await settled();
    expect(bff).not.toHaveBeenCalled();
  });

  it('shows only the latest selection when answers arrive out of order', async () => {
    const user = userEvent.setup();
    const net = deferredBff();
    renderList();
    await user.click(chip('Nyheter'));
    await user.click(chip('Service'));
    // The answer to the first click (A1 only) arrives after the second was sent; it is dropped.
    await net.answer(sampleAnswer(2, 2));
    expect(screen.getByText('Laddar nyheter…')).toBeInTheDocument();
    await net.answer(sampleAnswer(3, 3));
    expect(cards()).toHaveLength(3);
  });

  it('shows the generic error text when reloading with tags fails', async () => {
    const user = userEvent.setup();
    const net = deferredBff();
    renderList();
    await user.click(chip('Service'));
    await net.answer({ error: 'content is not available right now' }, 502);
    expect(screen.getByRole('alert')).toHaveTextContent('Något gick fel när nyheterna skulle hämtas.');
  });

  it('shows no chips when there are no tags', () => {
    renderList({ data: { tags: [] } });
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });
});

describe('StoriesList: load more', () => {
  it('adds the next page with the cursor, moves focus to the first new card and writes page=2', async () => {
    const user = userEvent.setup();
    const net = deferredBff();
    renderList();
    expect(screen.getByText('Visar 4 av 9')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Visa fler nyheter' }));
    await waitFor(() => expect(calledUrls()[0]).toBe('/api/stories?site=dealergroup-se&language=sv&datasource=%2Fnyheter&limit=4&cursor=cursor-4'));
    expect(screen.getByRole('button', { name: 'Visa fler nyheter' })).toHaveAttribute('aria-disabled', 'true');
    await net.answer(sampleAnswer(4, 9, 4));
    // 4 + 4 = 8 of 9.
    expect(cards()).toHaveLength(8);
    expect(screen.getByText('Visar 8 av 9')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nyhet 5' })).toHaveFocus();
    expect(window.location.search).toBe('?page=2');
  });

  it('is hidden once all are loaded', async () => {
    const user = userEvent.setup();
    const net = deferredBff();
    renderList({ data: { answer: sampleAnswer(4, 5) } });
    await user.click(screen.getByRole('button', { name: 'Visa fler nyheter' }));
    await net.answer(sampleAnswer(1, 5, 4));
    expect(cards()).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Visa fler nyheter' })).not.toBeInTheDocument();
    expect(window.location.search).toBe('?page=2');
  });

  it('is not shown when the first page holds them all', () => {
    renderList({ data: { answer: sampleAnswer(3, 3) } });
    expect(screen.queryByRole('button', { name: 'Visa fler nyheter' })).not.toBeInTheDocument();
  });

  it('keeps the tags in the request and the URL', async () => {
    const user = userEvent.setup();
    const net = deferredBff();
    window.history.replaceState(null, '', '/nyheter?tags=B2');
    renderList({ data: { selectedTags: ['B2'] } });
    await user.click(screen.getByRole('button', { name: 'Visa fler nyheter' }));
    await waitFor(() => expect(calledUrls()[0]).toMatch(/&cursor=cursor-4&tags=B2$/));
    await net.answer(sampleAnswer(4, 9, 4));
    expect(window.location.search).toBe('?tags=B2&page=2');
  });

  it('shows the error text and keeps what was loaded when it fails', async () => {
    const user = userEvent.setup();
    const net = deferredBff();
    renderList();
    await user.click(screen.getByRole('button', { name: 'Visa fler nyheter' }));
    await net.answer({ error: 'down' }, 502);
    expect(cards()).toHaveLength(4);
    expect(screen.getByRole('alert')).toHaveTextContent('Något gick fel när nyheterna skulle hämtas.');
    // The button stays, so the visitor can try again.
    await user.click(screen.getByRole('button', { name: 'Visa fler nyheter' }));
    await net.answer(sampleAnswer(4, 9, 4));
    expect(cards()).toHaveLength(8);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('uses the dictionary text for the button when it has one', () => {
    renderList({ dictionary: { storiesLoadMore: 'Fler nyheter' } });
    expect(screen.getByRole('button', { name: 'Fler nyheter' })).toBeInTheDocument();
  });
});

describe('StoriesList: server render', () => {
  it('renders on the server and hydrates without errors or requests, chips as the URL selected', async () => {
    const { ThemeRoot } = await import('@showroom/ui');
    const { PageProvider } = await import('../shell/page/PageContext');
    const context = samplePageContext({ path: '/nyheter', blockData: { list: { kind: 'storiesList', answer: sampleAnswer(4, 9), tags: SAMPLE_TAGS, selectedTags: ['B2'] } as StoriesListData } });
    const ui = (
      <ThemeRoot theme={context.site.theme}>
        <PageProvider value={context}>
          <StoriesList block={block()} />
        </PageProvider>
      </ThemeRoot>
    );
    const { container } = await serverRenderThenHydrate(ui);
    expect(within(container).getByRole('button', { name: 'Service' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(container).getAllByRole('article')).toHaveLength(4);
    await settled();
    expect(bff).not.toHaveBeenCalled();
  });
});
