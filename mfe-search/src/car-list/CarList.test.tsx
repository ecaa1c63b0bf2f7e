import { act, fireEvent, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import userEvent from '@testing-library/user-event';
import { searchRemote, type CarListProps } from '@showroom/contracts';
import { getEventBus, resetEventBusForTests } from '@showroom/event-bus';
import type { LoadContext } from '@showroom/mfe-runtime';
import { SITES } from '@showroom/sites';
import { ThemeRoot } from '@showroom/ui';
import { sampleCars } from '../testing/sampleCars';
import type { CarSearcher } from './carSearcher';
import { CarList, PENDING_SHOWN_AFTER_MS } from './CarList';
import { loadCarList } from './loadCarList';

const base = { site: 'dealergroup-se', language: 'sv', apiBase: '', carListPath: '/kop-bil', carDetailBase: '/kop-bil' } as const;
const renderList = (props: CarListProps & { searchCars?: CarSearcher }) =>
  render(
    <ThemeRoot theme="dealergroup">
      <CarList {...props} />
    </ThemeRoot>,
  );

const LABELS = [
  { Name: 'car_brand', Label: 'Märke' },
  { Name: 'car_brand>car_model', Label: 'Modell' },
  { Name: 'car_fuel', Label: 'Drivmedel' },
];

function fakeContext(search: LoadContext['api']['search']): LoadContext {
  const facetLabels = jest.fn().mockResolvedValue(LABELS);
  return { site: SITES['dealergroup-se'], siteCode: 'dealergroup-se', language: 'sv', path: '/kop-bil', params: [], query: {}, api: { search, facetLabels }, apiBase: '' };
}

describe('CarList', () => {
  afterEach(() => resetEventBusForTests());

  // Swedish groups thousands with a no-break space (U+00A0), as the filter panel's count does: one format per locale.
  it('caps the shown total at 10000 as "10 000+", in the Swedish number format', () => {
    renderList({ ...base, result: { state: 'loaded', cars: sampleCars(2), total: 12345 } });
    expect(document.querySelector('[data-count-text]')?.textContent).toBe('Visar 2 av 10\u00a0000+');
    // 12345 is above the cap, so the panel says the same "10 000+".
    expect(document.querySelector('[data-result-count]')?.textContent).toBe('10\u00a0000+ bilar');
  });

  it('shows the exact total up to 10000', () => {
    renderList({ ...base, result: { state: 'loaded', cars: sampleCars(2), total: 10000 } });
    expect(document.querySelector('[data-count-text]')?.textContent).toBe('Visar 2 av 10\u00a0000');
  });

  it('writes the total in the format of the page language: English on a British site', () => {
    renderList({ ...base, site: 'premium-uk', language: 'en', result: { state: 'loaded', cars: sampleCars(2), total: 10001 } });
    expect(document.querySelector('[data-count-text]')?.textContent).toBe('Showing 2 of 10,000+');
  });

  it('tells a failed search (carListError) apart from an empty one (noSearchResults)', () => {
    const { unmount } = renderList({ ...base, result: { state: 'error' } });
    expect(screen.getByRole('alert')).toHaveTextContent(/gick fel/i);
    unmount();
    renderList({ ...base, result: { state: 'loaded', cars: [], total: 0 } });
    expect(screen.queryByRole('alert')).toBeNull();
    // noSearchResults in Swedish (packages/i18n/src/messages/carList.ts)
    expect(screen.getByText('Inga träffar. Prova att ändra din sökning eller dina filter.')).toBeInTheDocument();
  });

  it('toggles a car in the compare list on the bus and says so with aria-pressed', async () => {
    renderList({ ...base, result: { state: 'loaded', cars: sampleCars(3), total: 3 } });
    const toggle = screen.getAllByRole('button', { name: /jämför/i })[1]!;
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(getEventBus().get('compare').map((c) => c.car_id)).toEqual(['1001']);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    expect(getEventBus().get('compare')).toEqual([]);
  });
});

describe('CarList data-layer events', () => {
  // Six interactions through userEvent take about 1.2 s alone; a loaded CI machine needs more than jest's 5 s.
  it('pushes search, filter, sort, show-more and compare events to the bus', async () => {
    const events: Record<string, unknown>[] = [];
    getEventBus().observe('dataLayer').subscribe((event) => events.push(event));
    const facets = [{ name: 'car_fuel', type: 'value' as const, value: [{ text: 'Bensin', count: 100 }] }];
    const search = jest.fn(async (request: { limit?: number; offset?: number }) => {
      const offset = request.offset ?? 0;
      const content = request.limit ? sampleCars(offset + 48).slice(offset) : [];
      return { facet: facets, content, total_items: 100, limit: request.limit ?? 0, offset };
    });
    renderList({
      ...base,
      searchCars: search,
      facets,
      facetNames: ['car_fuel'],
      labels: { car_fuel: 'Drivmedel' },
      sortOptions: [
        { name: 'newest', label: 'Senast inkomna' },
        { name: 'price_asc', label: 'Lägsta pris' },
      ],
      result: { state: 'loaded', cars: sampleCars(48), total: 100 },
    });
    await userEvent.type(screen.getByRole('searchbox'), 'dragkrok{Enter}');
    await userEvent.click(screen.getByRole('checkbox', { name: /^Bensin/ }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sortera' }), 'price_asc');
    await userEvent.click(await screen.findByRole('button', { name: 'Visa fler bilar' }));
    await userEvent.click(screen.getAllByRole('button', { name: /jämför/i })[0]!);
    await screen.findAllByRole('article');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(events.map((e) => e.event)).toEqual(['search', 'filter', 'sort', 'show_more', 'compare']);
    expect(events[0]).toMatchObject({ search_type: 'car list', search_term: 'dragkrok' });
    expect(events[1]).toMatchObject({ filter_name: 'car_fuel', filter_value: 'Bensin' });
    expect(events[2]).toMatchObject({ sort_name: 'price_asc' });
    expect(events[3]).toMatchObject({ page: 1 });
    expect(events[4]).toMatchObject({ action: 'add' });
  }, 15_000);
});

describe('CarList while a search runs (spec 2 §4 "List: pending")', () => {
  const facets = [{ name: 'car_fuel', type: 'value' as const, value: [{ text: 'Bensin', count: 100 }] }];
  let answer: (value: { facet: typeof facets; content: ReturnType<typeof sampleCars>; total_items: number; limit: number; offset: number }) => void;
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const startSlowSearch = () => {
    // Both requests (facets-only, then the cars) wait for one answer, so the test says when the search ends.
    const waiting = new Promise<Parameters<typeof answer>[0]>((resolve) => (answer = resolve));
    const searchCars: CarSearcher = jest.fn(async (request: { limit?: number }) => {
      const body = await waiting;
      return request.limit ? body : { ...body, content: [], limit: 0 };
    });
    renderList({ ...base, searchCars, facets, facetNames: ['car_fuel'], labels: { car_fuel: 'Drivmedel' }, result: { state: 'loaded', cars: sampleCars(3), total: 100 } });
    fireEvent.click(screen.getByRole('checkbox', { name: /^Bensin/ }));
    return searchCars;
  };
  const results = () => document.querySelector('[data-list-status]')!;
  const panelCount = () => document.querySelector('[data-result-count]')?.textContent;

  it('is busy at once; it dims and says "Uppdaterar…" only once the search has run 300 ms', async () => {
    expect(PENDING_SHOWN_AFTER_MS).toBe(300);
    startSlowSearch();
    expect(results()).toHaveAttribute('aria-busy', 'true');
    expect(results()).toHaveAttribute('data-list-status', 'pending');
    const idleOpacity = getComputedStyle(results()).opacity;
    await act(async () => jest.advanceTimersByTime(299));
    expect(getComputedStyle(results()).opacity).toBe(idleOpacity);
    expect(panelCount()).toBe('100 bilar');
    await act(async () => jest.advanceTimersByTime(1));
    expect(getComputedStyle(results()).opacity).toBe('0.6');
    // The count above the list (outside the results element since the chips joined it) dims with them.
    expect(getComputedStyle(document.querySelector('[data-count-text]')!).opacity).toBe('0.6');
    expect(panelCount()).toBe('Uppdaterar…');
    // Once it shows the wait, the list shows the asked search's chips too.
    expect(screen.getByRole('button', { name: 'Ta bort filter Drivmedel: Bensin' })).toBeInTheDocument();
    await act(async () => answer({ facet: facets, content: sampleCars(2), total_items: 2, limit: 48, offset: 0 }));
    expect(results()).toHaveAttribute('aria-busy', 'false');
    expect(getComputedStyle(results()).opacity).toBe(idleOpacity);
    expect(panelCount()).toBe('2 bilar');
  });

  it('ticks the box and marks the results busy at the click; the chips, the count and the cars come with the answer', async () => {
    startSlowSearch();
    expect(screen.getByRole('checkbox', { name: /^Bensin/ })).toBeChecked();
    expect(results()).toHaveAttribute('aria-busy', 'true');
    expect(results()).toHaveAttribute('data-list-status', 'pending');
    // The rest of the list did not render with the click (askedSearch.ts): the last answer's count, no chip yet.
    expect(screen.queryByRole('region', { name: 'Valda filter' })).toBeNull();
    expect(document.querySelector('[data-count-text]')?.textContent).toBe('Visar 3 av 100');
    expect(document.querySelectorAll('[data-car-id]')).toHaveLength(3);
    await act(async () => answer({ facet: facets, content: sampleCars(2), total_items: 2, limit: 48, offset: 0 }));
    expect(screen.getByRole('button', { name: 'Ta bort filter Drivmedel: Bensin' })).toBeInTheDocument();
    expect(document.querySelector('[data-count-text]')?.textContent).toBe('Visar 2 av 2');
    expect(document.querySelectorAll('[data-car-id]')).toHaveLength(2);
    expect(results()).toHaveAttribute('aria-busy', 'false');
    expect(results()).toHaveAttribute('data-list-status', 'idle');
  });

  it('adds no page of the last search to the list while a newer search is on its way', async () => {
    const searchCars = startSlowSearch();
    await act(async () => jest.advanceTimersByTime(0));
    // The change's two searches (facets-only, then the cars) are out.
    expect(searchCars).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('button', { name: 'Visa fler bilar' }));
    await act(async () => jest.advanceTimersByTime(0));
    expect(searchCars).toHaveBeenCalledTimes(2);
    // Once the answer is in, show-more asks for the next page of the search now shown.
    await act(async () => answer({ facet: facets, content: sampleCars(48), total_items: 100, limit: 48, offset: 0 }));
    fireEvent.click(screen.getByRole('button', { name: 'Visa fler bilar' }));
    await act(async () => jest.advanceTimersByTime(0));
    expect(jest.mocked(searchCars).mock.calls.at(-1)?.[0]).toMatchObject({ offset: 48, filters: { car_fuel: ['Bensin'] } });
  });

  it('a quick answer never dims the list', async () => {
    startSlowSearch();
    await act(async () => jest.advanceTimersByTime(299));
    await act(async () => answer({ facet: facets, content: sampleCars(2), total_items: 2, limit: 48, offset: 0 }));
    expect(results()).toHaveAttribute('data-list-status', 'idle');
    await act(async () => jest.advanceTimersByTime(1000));
    expect(getComputedStyle(results()).opacity).toBe('1');
    expect(panelCount()).toBe('2 bilar');
  });
});

describe('CarList: the chosen filters above the list', () => {
  const facets = [{ name: 'car_fuel', type: 'value' as const, value: [{ text: 'Bensin', count: 100 }, { text: 'El', count: 20 }] }];
  const props = (searchCars: CarSearcher) => ({
    ...base,
    searchCars,
    facets,
    facetNames: ['car_fuel'],
    labels: { car_fuel: 'Drivmedel' },
    search: { keyphrase: '', values: { car_fuel: ['El'] }, ranges: {}, page: 0, sortName: '' },
    result: { state: 'loaded' as const, cars: sampleCars(3), total: 20 },
  });

  it('shows the chips beside the count, not in the filter panel, and a chip removes its filter', async () => {
    const searchCars: CarSearcher = jest.fn(async (request: { limit?: number }) => ({ facet: facets, content: request.limit ? sampleCars(5) : [], total_items: 120, limit: request.limit ?? 0, offset: 0 }));
    renderList(props(searchCars));
    const chips = screen.getByRole('region', { name: 'Valda filter' });
    // In the row of the count, before the results element: a new chip moves nothing in the panel.
    expect(chips.closest('[data-list-status]')).toBeNull();
    expect(chips.parentElement).toContainElement(document.querySelector('[data-count-text]') as HTMLElement);
    expect(screen.getByRole('region', { name: 'Filter' })).not.toContainElement(chips);
    await userEvent.click(screen.getByRole('button', { name: 'Ta bort filter Drivmedel: El' }));
    // Both searches of the change (facets-only, then the cars) without the fuel filter.
    expect(jest.mocked(searchCars).mock.calls.map(([request]) => request.filters ?? {})).toEqual([{}, {}]);
    expect(await screen.findByText('Visar 5 av 120')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Valda filter' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: /^El/ })).not.toBeChecked();
    // Focus does not fall to the page: the row the chips were in takes it.
    expect(document.querySelector('[data-count-text]')!.parentElement).toHaveFocus();
  });

  it('keeps the chips when nothing matches, where they are the way out, and focus stays when the last one goes', async () => {
    // Nothing matches the fuel filter; without it the search still finds nothing (so no count text comes back).
    const searchCars: CarSearcher = jest.fn(async (request: { limit?: number }) => ({ facet: facets, content: [], total_items: 0, limit: request.limit ?? 0, offset: 0 }));
    renderList({ ...props(searchCars), result: { state: 'loaded', cars: [], total: 0 } });
    expect(screen.getByRole('button', { name: 'Rensa alla filter' })).toBeInTheDocument();
    const chip = screen.getByRole('button', { name: 'Ta bort filter Drivmedel: El' });
    const row = chip.closest('section')!.parentElement!;
    await userEvent.click(chip);
    expect(screen.queryByRole('region', { name: 'Valda filter' })).toBeNull();
    expect(document.querySelector('[data-count-text]')).toBeNull();
    // The row is still on the page, with focus: not lost to the page.
    expect(row).toBeInTheDocument();
    expect(row).toHaveFocus();
  });
});

describe('CarList: the search starts at the press', () => {
  // jsdom has no PointerEvent: without one, fireEvent.pointerDown makes a plain Event with no pointerType or button,
  // which the list ignores, and the tests below would pass for the wrong reason.
  const hadPointerEvent = 'PointerEvent' in window;
  beforeAll(() => {
    if (hadPointerEvent) return;
    class PointerEvent extends MouseEvent {
      readonly pointerType: string;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerType = init.pointerType ?? '';
      }
    }
    Object.defineProperty(window, 'PointerEvent', { value: PointerEvent, configurable: true, writable: true });
  });
  afterAll(() => {
    if (!hadPointerEvent) delete (window as { PointerEvent?: unknown }).PointerEvent;
  });
  // Gas has no cars: its box is disabled.
  const facets = [{ name: 'car_fuel', type: 'value' as const, value: [{ text: 'Bensin', count: 100 }, { text: 'El', count: 40 }, { text: 'Gas', count: 0 }] }];
  // Each answer says which fuel it was asked for, so the test can tell whose answer the list shows.
  const setUp = () => {
    const asked: string[] = [];
    const searchCars: CarSearcher = jest.fn(async (request: { limit?: number; filters?: unknown }) => {
      const fuel = JSON.stringify(request.filters ?? null);
      asked.push(`${request.limit ? 'cars' : 'facets'} ${fuel}`);
      const cars = sampleCars(fuel.includes('El') ? 4 : 5);
      return request.limit ? { facet: facets, content: cars, total_items: cars.length, limit: 48, offset: 0 } : { facet: facets, content: [], total_items: cars.length, limit: 0, offset: 0 };
    });
    renderList({ ...base, searchCars, facets, facetNames: ['car_fuel'], labels: { car_fuel: 'Drivmedel' }, result: { state: 'loaded', cars: sampleCars(3), total: 140 } });
    const box = (name: RegExp) => screen.getByRole('checkbox', { name });
    return { asked, box, count: () => document.querySelector('[data-count-text]')?.textContent };
  };

  it('sends the search when the mouse button goes down on a row, and the click uses it', async () => {
    const { asked, box, count } = setUp();
    // The press on the row's text, not the box: the whole label is the target.
    await act(async () => fireEvent.pointerDown(box(/^El/).closest('label')!.querySelector('span')!, { pointerType: 'mouse', button: 0 }));
    // Both of the change's requests (facets-only, then the cars) are out before any click.
    expect(asked).toHaveLength(2);
    expect(asked.every((one) => one.includes('El'))).toBe(true);
    expect(box(/^El/)).not.toBeChecked();
    expect(count()).toBe('Visar 3 av 140');
    await act(async () => fireEvent.click(box(/^El/)));
    expect(asked).toHaveLength(2);
    expect(box(/^El/)).toBeChecked();
    expect(count()).toBe('Visar 4 av 4');
  });

  it('starts it on the space bar going down, for keyboard users', async () => {
    const { asked, box, count } = setUp();
    await act(async () => fireEvent.keyDown(box(/^El/), { key: ' ' }));
    expect(asked).toHaveLength(2);
    await act(async () => fireEvent.click(box(/^El/)));
    expect(asked).toHaveLength(2);
    expect(count()).toBe('Visar 4 av 4');
  });

  it('asks again when the click is on another row than the press', async () => {
    const { asked, box, count } = setUp();
    await act(async () => fireEvent.pointerDown(box(/^El/), { pointerType: 'mouse', button: 0 }));
    await act(async () => fireEvent.click(box(/^Bensin/)));
    // 2 for the press on El, 2 for the click on Bensin; the list shows Bensin's answer (5 cars), not El's (4).
    expect(asked).toHaveLength(4);
    expect(asked.slice(2).every((one) => one.includes('Bensin'))).toBe(true);
    expect(count()).toBe('Visar 5 av 5');
  });

  it('does not start one for a finger, another button, a held key or a disabled value', async () => {
    const { asked, box } = setUp();
    await act(async () => fireEvent.pointerDown(box(/^El/), { pointerType: 'touch', button: 0 }));
    await act(async () => fireEvent.pointerDown(box(/^El/), { pointerType: 'mouse', button: 2 }));
    await act(async () => fireEvent.keyDown(box(/^El/), { key: ' ', repeat: true }));
    await act(async () => fireEvent.keyDown(box(/^El/), { key: 'Enter' }));
    expect(box(/^Gas/)).toBeDisabled();
    await act(async () => fireEvent.pointerDown(box(/^Gas/).closest('label')!, { pointerType: 'mouse', button: 0 }));
    expect(asked).toEqual([]);
    // The same press with the mouse's main button does start one: the cases above were turned down, not lost.
    await act(async () => fireEvent.pointerDown(box(/^El/), { pointerType: 'mouse', button: 0 }));
    expect(asked).toHaveLength(2);
  });
});

describe('CarList: an answer, then the filter counts', () => {
  it("paints the answer's results first and the panel's counts in a render after it", async () => {
    const before = [{ name: 'car_fuel', type: 'value' as const, value: [{ text: 'Bensin', count: 100 }, { text: 'El', count: 40 }] }];
    const after = [{ name: 'car_fuel', type: 'value' as const, value: [{ text: 'Bensin', count: 7 }, { text: 'El', count: 40 }] }];
    const searchCars: CarSearcher = jest.fn(async (request: { limit?: number }) =>
      request.limit ? { facet: after, content: sampleCars(7), total_items: 7, limit: 48, offset: 0 } : { facet: after, content: [], total_items: 7, limit: 0, offset: 0 },
    );
    // What each commit showed: the list's count text and the Bensin box's count.
    const commits: string[] = [];
    const seen = () => `${document.querySelector('[data-count-text]')?.textContent} | ${screen.getByRole('checkbox', { name: /^Bensin/ }).closest('label')?.textContent}`;
    render(
      <ThemeRoot theme="dealergroup">
        <Profiler id="list" onRender={() => commits.push(seen())}>
          <CarList {...base} searchCars={searchCars} facets={before} facetNames={['car_fuel']} labels={{ car_fuel: 'Drivmedel' }} result={{ state: 'loaded', cars: sampleCars(3), total: 100 }} />
        </Profiler>
      </ThemeRoot>,
    );
    await act(async () => fireEvent.click(screen.getByRole('checkbox', { name: /^Bensin/ })));
    const answered = commits.findIndex((commit) => commit.startsWith('Visar 7 av 7'));
    // The answer's commit: 7 cars, the panel still counting the last search's 100; then the panel's own: 7.
    expect(commits[answered]).toBe('Visar 7 av 7 | Bensin(100)');
    expect(commits.at(-1)).toBe('Visar 7 av 7 | Bensin(7)');
    expect(commits.indexOf('Visar 7 av 7 | Bensin(7)')).toBeGreaterThan(answered);
  });
});

describe('CarList breadcrumbs', () => {
  it('shows the trail with the current page marked, and the narrowed heading', () => {
    renderList({ ...base, heading: 'Volvo XC60', breadcrumbs: [{ label: 'Start', href: '/' }, { label: 'Köp bil', href: '/kop-bil' }, { label: 'Volvo', href: '/kop-bil/s/volvo' }, { label: 'XC60' }], result: { state: 'loaded', cars: sampleCars(1), total: 1 } });
    const trail = screen.getByRole('navigation', { name: 'Brödsmulor' });
    expect(trail.querySelectorAll('a')).toHaveLength(3);
    expect(screen.getByText('XC60', { selector: '[aria-current="page"]' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Volvo XC60');
  });
});

describe('loadCarList (contract)', () => {
  it('asks facets-only first (limit 0), then 48 cars, and produces props the host accepts', async () => {
    const search = jest.fn().mockResolvedValue({ facet: [], content: sampleCars(48), total_items: 700, limit: 48, offset: 0 });
    const result = await loadCarList(fakeContext(search));
    expect(search.mock.calls[0]?.[0]).toMatchObject({ index: 'cars', site: 'dealergroup-se', limit: 0 });
    expect(search.mock.calls[0]?.[0].facets.map((f: { name: string }) => f.name)).toContain('car_brand>car_model');
    expect(search.mock.calls[1]?.[0]).toMatchObject({ index: 'cars', site: 'dealergroup-se', limit: 48, offset: 0 });
    if (result.kind !== 'props') throw new Error('expected props');
    expect(() => searchRemote.modules.CarList.props.parse(result.props)).not.toThrow();
    expect(result.props.result).toMatchObject({ state: 'loaded', total: 700 });
  });

  it('reads the search from the URL, including the keys the redirect tables produce', async () => {
    const search = jest.fn().mockResolvedValue({ facet: [], content: [], total_items: 0, limit: 48, offset: 0 });
    const ctx = { ...fakeContext(search), query: { car_fuel: 'El', car_site_region: ['Stockholm', 'Skåne'], car_price: '100000..300000', keyphrase: 'kombi', sortName: 'price_asc', page: '1' } };
    const result = await loadCarList(ctx);
    if (result.kind !== 'props') throw new Error('expected props');
    expect(result.props.search).toEqual({ keyphrase: 'kombi', sortName: 'price_asc', page: 1, values: { car_fuel: ['El'], car_site_region: ['Stockholm', 'Skåne'] }, ranges: { car_price: { min: 100000, max: 300000 } } });
    // Pages 0 and 1 after a reload: 96 cars in one request (at most 100 per request).
    // Filter values go out in a canonical order ('Sk' < 'St'), so equal searches share the 60 s cache.
    expect(search.mock.calls[1]?.[0]).toMatchObject({ limit: 96, offset: 0, sort_name: 'price_asc', keyphrase: 'kombi', filters: { car_fuel: ['El'], car_site_region: ['Skåne', 'Stockholm'], car_price: ['100000..300000'] } });
  });

  it('narrows /kop-bil/s/volvo/xc60 to the brand and model, with their breadcrumbs and title', async () => {
    const facets = [
      { name: 'car_brand', type: 'value', value: [{ text: 'Volvo', count: 2 }] },
      { name: 'car_brand>car_model', type: 'value', value: [{ text: 'Volvo', count: 2, children: [{ text: 'XC60', count: 2 }] }] },
    ];
    const search = jest.fn().mockResolvedValue({ facet: facets, content: [], total_items: 0, limit: 0, offset: 0 });
    const result = await loadCarList({ ...fakeContext(search), path: '/kop-bil/s/volvo/xc60', params: ['volvo', 'xc60'] });
    if (result.kind !== 'props') throw new Error('expected props');
    expect(result.title).toBe('Volvo XC60');
    expect(result.props.heading).toBe('Volvo XC60');
    expect(result.props.search?.values).toEqual({ car_brand: ['Volvo'], 'car_brand>car_model': ['Volvo>XC60'] });
    expect(result.props.breadcrumbs).toEqual([{ label: 'Start', href: '/' }, { label: 'Bilar till salu', href: '/kop-bil' }, { label: 'Volvo', href: '/kop-bil/s/volvo' }, { label: 'XC60' }]);
  });

  it("offers the site's configured sort options and sorts by the first when the URL names none", async () => {
    const search = jest.fn().mockResolvedValue({ facet: [], content: [], total_items: 0, limit: 48, offset: 0 });
    const sortOptions = jest.fn().mockResolvedValue([
      { Name: 'price_asc', Label: 'Billigast först' },
      { Name: 'newest', Label: 'Nyast' },
    ]);
    const ctx = fakeContext(search);
    const result = await loadCarList({ ...ctx, api: { ...ctx.api, sortOptions } });
    if (result.kind !== 'props') throw new Error('expected props');
    expect(sortOptions).toHaveBeenCalledWith('dealergroup-se', 'sv');
    expect(result.props.sortOptions).toEqual([
      { name: 'price_asc', label: 'Billigast först' },
      { name: 'newest', label: 'Nyast' },
    ]);
    expect(search.mock.calls[1]?.[0]).toMatchObject({ sort_name: 'price_asc' });
    // The URL keeps no sortName, so a shared link follows the site's default.
    expect(result.props.search?.sortName).toBe('');
  });

  it('falls back to the default sort options when the configuration cannot be read', async () => {
    const search = jest.fn().mockResolvedValue({ facet: [], content: [], total_items: 0, limit: 48, offset: 0 });
    const ctx = fakeContext(search);
    const result = await loadCarList({ ...ctx, api: { ...ctx.api, sortOptions: jest.fn().mockRejectedValue(new Error('502')) } });
    if (result.kind !== 'props') throw new Error('expected props');
    expect(result.props.sortOptions?.map((o) => o.name)).toEqual(['newest', 'price_asc', 'price_desc', 'mileage_asc', 'year_desc']);
    expect(search.mock.calls[1]?.[0]).toMatchObject({ sort_name: 'newest' });
  });

  it("uses the site's facet label map: its facets, in its order, with its labels", async () => {
    const search = jest.fn().mockResolvedValue({ facet: [], content: [], total_items: 0, limit: 48, offset: 0 });
    const result = await loadCarList(fakeContext(search));
    if (result.kind !== 'props') throw new Error('expected props');
    expect(result.props.facetNames).toEqual(['car_brand', 'car_brand>car_model', 'car_fuel']);
    expect(result.props.labels).toEqual({ car_brand: 'Märke', 'car_brand>car_model': 'Modell', car_fuel: 'Drivmedel' });
  });

  // Spec 2 §3 "Facet" and §8: a missing facet map raises an error. It is logged with the site and
  // language; the visitor still gets the list, with the basic facets under their field names.
  it.each<[string, jest.Mock | undefined]>([
    ['answers no labels', jest.fn().mockResolvedValue([])],
    ['cannot be read', jest.fn().mockRejectedValue(new Error('502'))],
    ['is not offered at all', undefined],
  ])('a facet label map that %s is logged as an error; the list loads with raw field names', async (_case, facetLabels) => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const search = jest.fn().mockResolvedValue({ facet: [], content: sampleCars(2), total_items: 2, limit: 48, offset: 0 });
      const ctx = fakeContext(search);
      const result = await loadCarList({ ...ctx, api: facetLabels ? { search, facetLabels } : { search } });
      if (result.kind !== 'props') throw new Error('expected props');
      expect(logged).toHaveBeenCalledTimes(1);
      const [message, error] = logged.mock.calls[0]!;
      expect(String(message)).toContain('dealergroup-se');
      expect(String(message)).toContain('sv');
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message).toBe('Missing facet map for dealergroup-se (sv)');
      expect(result.props.result).toMatchObject({ state: 'loaded', total: 2 });
      // The basic facets (carListFacets.ts), with no labels: the panel shows their names as they are.
      expect(result.props.facetNames).toEqual(['car_brand', 'car_brand>car_model', 'car_condition', 'car_body', 'car_fuel', 'car_gearbox', 'car_year', 'car_price', 'car_mileage']);
      expect(result.props.labels).toEqual({});
    } finally {
      logged.mockRestore();
    }
  });

  it('turns a failed search into the error state, not an exception', async () => {
    const result = await loadCarList(fakeContext(jest.fn().mockRejectedValue(new Error('502'))));
    expect(result).toMatchObject({ kind: 'props', props: { result: { state: 'error' } } });
  });
});
