import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dealerListPropsSchema, type DealerListProps } from '@showroom/contracts';
import { ThemeRoot } from '@showroom/ui';
import { manySites } from '../testing/sampleSites';
import { fakeSitesBff } from '../testing/fakeSitesBff';
import { DealerList } from './DealerList';
import { SITE_SEARCH_DEBOUNCE_MS } from './useSiteList';

// 60 sites over nine towns: Göteborg is town 0 of 9, so sites 0, 9, 18, 27, 36, 45 and 54 are there: 7.
const ALL = manySites(60);
const GOTEBORG = ALL.filter((_, n) => n % 9 === 0);
const props = (extra: Record<string, unknown> = {}): DealerListProps =>
  dealerListPropsSchema.parse({ site: 'dealergroup-se', language: 'sv', dealersPath: '/anlaggningar', result: { state: 'loaded', sites: ALL.slice(0, 48), total: 60 }, ...extra });

const renderList = (p: DealerListProps) =>
  render(
    <ThemeRoot theme="dealergroup">
      <DealerList {...p} />
    </ThemeRoot>,
  );
const names = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
const box = () => screen.getByRole('searchbox', { name: 'Sök anläggning' });
/** Lets the fake BFF's answer (a few promise steps, no timer) reach the list. */
const settle = async () => {
  for (let i = 0; i < 10; i++) await act(async () => undefined);
};

beforeEach(() => {
  jest.useFakeTimers();
  window.history.replaceState(null, '', '/anlaggningar');
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});
const typist = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

describe('DealerList search on the server', () => {
  it('waits 300 ms after the last keystroke: nothing at 299 ms, the search at 300 ms', async () => {
    expect(GOTEBORG).toHaveLength(7);
    const { calls } = fakeSitesBff(ALL);
    renderList(props());
    await typist().type(box(), 'Göteborg');
    await act(async () => jest.advanceTimersByTime(SITE_SEARCH_DEBOUNCE_MS - 1));
    expect(calls).toEqual([]);
    await act(async () => jest.advanceTimersByTime(1));
    expect(calls).toEqual([{ site: 'dealergroup-se', page: '0', search: 'Göteborg' }]);
    await waitFor(() => expect(names()).toEqual(GOTEBORG.map((site) => site.site_official_name)));
    expect(screen.getByText('Visar 7 av 7')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Visa fler' })).toBeNull();
    expect(window.location.search).toBe('?search=G%C3%B6teborg');
  });

  it('restarts the pause with each keystroke, so one search goes out for a burst of typing', async () => {
    const { calls } = fakeSitesBff(ALL);
    renderList(props());
    const user = typist();
    await user.type(box(), 'Gö');
    await act(async () => jest.advanceTimersByTime(200));
    await user.type(box(), 'te');
    // 200 ms after "Gö" and 299 ms after "te": the pause that counts is the one after "te".
    await act(async () => jest.advanceTimersByTime(299));
    expect(calls).toEqual([]);
    await act(async () => jest.advanceTimersByTime(1));
    expect(calls.map((call) => call.search)).toEqual(['Göte']);
    await waitFor(() => expect(names()).toHaveLength(7));
  });

  it('searches at once on Enter', async () => {
    const { calls } = fakeSitesBff(ALL);
    renderList(props());
    await typist().type(box(), 'Malmö{Enter}');
    expect(calls.map((call) => call.search)).toEqual(['Malmö']);
    await waitFor(() => expect(names()).toHaveLength(7));
    await act(async () => jest.advanceTimersByTime(SITE_SEARCH_DEBOUNCE_MS));
    // The pause that ends after Enter finds the search already sent.
    expect(calls).toHaveLength(1);
  });

  it('never lets an older answer replace a newer one', async () => {
    const answers: ((value: { status: number; body: unknown }) => void)[] = [];
    const { calls } = fakeSitesBff(ALL, (_call, ok) => new Promise((resolve) => answers.push(() => resolve(ok))));
    renderList(props());
    const user = typist();
    await user.type(box(), 'Malmö{Enter}');
    await user.clear(box());
    await user.type(box(), 'Göteborg{Enter}');
    expect(calls.map((call) => call.search)).toEqual(['Malmö', 'Göteborg']);
    answers[1]!({ status: 200, body: undefined });
    await waitFor(() => expect(names()).toEqual(GOTEBORG.map((site) => site.site_official_name)));
    answers[0]!({ status: 200, body: undefined });
    await settle();
    expect(names()).toEqual(GOTEBORG.map((site) => site.site_official_name));
  });

  it('loads more within the search', async () => {
    const { calls } = fakeSitesBff(ALL);
    renderList(props());
    const user = typist();
    await user.type(box(), 'Dealergroup{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Visa fler' })).toBeInTheDocument());
    expect(screen.getByText('Visar 48 av 60')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Visa fler' }));
    await waitFor(() => expect(names()).toHaveLength(60));
    expect(calls.at(-1)).toEqual({ site: 'dealergroup-se', page: '1', search: 'Dealergroup' });
    expect(window.location.search).toBe('?search=Dealergroup&page=1');
  });

  it('says there are no results, and keeps the box to change the search', async () => {
    fakeSitesBff(ALL);
    renderList(props());
    await typist().type(box(), 'Kiruna{Enter}');
    await waitFor(() => expect(names()).toEqual([]));
    expect(screen.getByRole('status')).toHaveTextContent('Inga träffar. Prova att ändra din sökning eller dina filter.');
    expect(box()).toHaveValue('Kiruna');
  });

  it('clearing the box shows the whole list again, and drops the search from the URL', async () => {
    const { calls } = fakeSitesBff(ALL);
    window.history.replaceState(null, '', '/anlaggningar?search=Malm%C3%B6');
    renderList(props({ search: 'Malmö', result: { state: 'loaded', sites: ALL.filter((_, n) => n % 9 === 1), total: 7 } }));
    await typist().clear(box());
    await act(async () => jest.advanceTimersByTime(SITE_SEARCH_DEBOUNCE_MS));
    expect(calls).toEqual([{ site: 'dealergroup-se', page: '0', search: null }]);
    await waitFor(() => expect(screen.getByText('Visar 48 av 60')).toBeInTheDocument());
    expect(window.location.search).toBe('');
  });

  it("starts from the URL's search without asking again", async () => {
    const { calls } = fakeSitesBff(ALL);
    renderList(props({ search: 'Göteborg', result: { state: 'loaded', sites: GOTEBORG, total: 7 } }));
    expect(box()).toHaveValue('Göteborg');
    await act(async () => jest.advanceTimersByTime(SITE_SEARCH_DEBOUNCE_MS * 10));
    expect(calls).toEqual([]);
    expect(names()).toHaveLength(7);
  });

  it('shows carListError when the search fails', async () => {
    fakeSitesBff(ALL, () => ({ status: 502, body: { error: 'search is not available right now' } }));
    renderList(props());
    await typist().type(box(), 'Lund{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Något gick fel när listan skulle hämtas. Försök igen om en stund.');
    expect(names()).toEqual([]);
    expect(box()).toBeInTheDocument();
  });

  it('leaves the URL of a partner page alone in an embed', async () => {
    fakeSitesBff(ALL);
    window.history.replaceState(null, '', '/partner-page?x=1');
    renderList(props({ apiBase: 'https://dealergroup.se' }));
    await typist().type(box(), 'Malmö{Enter}');
    await waitFor(() => expect(names()).toHaveLength(7));
    expect(`${window.location.pathname}${window.location.search}`).toBe('/partner-page?x=1');
  });
});
