import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dealerListPropsSchema, type DealerListProps, type SiteCard } from '@showroom/contracts';
import { getEventBus } from '@showroom/event-bus';
import { fakeBff } from '@showroom/test-kit';
import { ThemeRoot } from '@showroom/ui';
import { sampleSites } from '../testing/sampleSites';
import { TOWN_DEBOUNCE_MS } from '../nearest/useTownSuggestions';
import { DealerList } from './DealerList';

// Three sites with positions: Göteborg (57.70,11.97), Malmö (55.60,13.00), Stockholm (59.33,18.07).
const POSITIONS = ['57.70,11.97', '55.60,13.00', '59.33,18.07'];
const SITES: SiteCard[] = sampleSites(3).map((site, i) => ({ ...site, site_geocoord: POSITIONS[i] }));
const [GBG, MMO, STH] = SITES as [SiteCard, SiteCard, SiteCard];

const props = (extra: Record<string, unknown> = {}): DealerListProps =>
  dealerListPropsSchema.parse({ site: 'dealergroup-se', language: 'sv', dealersPath: '/anlaggningar', result: { state: 'loaded', sites: SITES, total: 3 }, ...extra });

const renderList = (p: DealerListProps) =>
  render(
    <ThemeRoot theme="dealergroup">
      <DealerList {...p} />
    </ThemeRoot>,
  );
const names = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
const settle = async () => {
  for (let i = 0; i < 10; i++) await act(async () => undefined);
};

/** The fake BFF: the list (in the order the test says the service sorts), town suggestions and details. */
function bff(order: SiteCard[]) {
  return fakeBff((request) => {
    const url = new URL(request.url, 'http://bff.test');
    if (url.pathname === '/api/sites') return { status: 200, body: { sites: url.searchParams.get('near') ? order : SITES, total: 3, page: 0, facets: [] } };
    if (url.pathname === '/api/places/autocomplete') return { status: 200, body: { predictions: [{ placeId: 'p-lund', description: 'Lund, Sverige', town: 'Lund' }] } };
    if (url.pathname === '/api/places/details/p-lund') return { status: 200, body: { placeId: 'p-lund', name: 'Lund', latitude: 55.7047, longitude: 13.191, region: 'Skåne' } };
    return { status: 404, body: { error: 'no' } };
  });
}
const sitesCalls = (mock: ReturnType<typeof bff>) => mock.mock.calls.map(([r]) => new URL(r.url, 'http://bff.test')).filter((u) => u.pathname === '/api/sites');

function mockGeolocation(answer: { coords: { latitude: number; longitude: number } } | { code: number }) {
  const getCurrentPosition = jest.fn((ok: PositionCallback, fail?: PositionErrorCallback | null) => {
    if ('coords' in answer) ok(answer as unknown as GeolocationPosition);
    else fail?.({ code: answer.code, message: 'denied', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError);
  });
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
  return getCurrentPosition;
}

let events: unknown[];
let subscription: { unsubscribe(): void };
beforeEach(() => {
  window.history.replaceState(null, '', '/anlaggningar');
  events = [];
  subscription = getEventBus().observe('dataLayer').subscribe((event) => events.push(event));
});
afterEach(() => {
  subscription.unsubscribe();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('DealerList nearest to me', () => {
  it('sorts by distance from the browser position, shows each distance, keeps near in the URL, announces the order', async () => {
    // From (55.6062, 13.0038) -> near=55.61,13 (two decimals). The service answers Malmö, Göteborg, Stockholm.
    mockGeolocation({ coords: { latitude: 55.6062, longitude: 13.0038 } });
    const calls = bff([MMO, GBG, STH]);
    renderList(props());
    await userEvent.click(screen.getByRole('button', { name: 'Närmast mig' }));
    await waitFor(() => expect(names()).toEqual(['Dealergroup Malmö', 'Dealergroup Göteborg', 'Dealergroup Stockholm']));
    expect(sitesCalls(calls)[0]?.searchParams.get('near')).toBe('55.61,13');
    expect(window.location.search).toBe('?near=55.61%2C13');
    // Malmö (55.60,13.00) from (55.61,13.00): 0.01° of latitude = 111.195 km × 0.01 ≈ 1.11 km -> "1,1 km".
    // Göteborg (57.70,11.97): haversine ≈ 240.5 km -> "240 km" (whole km from 10 km); Stockholm (59.33,18.07) ≈ 513 km.
    const distances = screen.getAllByText(/^Avstånd: /).map((node) => node.textContent?.replace(/\s/g, ' '));
    expect(distances[0]).toBe('Avstånd: 1,1 km');
    expect(distances[1]).toMatch(/^Avstånd: 24\d km$/);
    expect(distances[2]).toMatch(/^Avstånd: 51\d km$/);
    expect(screen.getByText('Sorterat efter avstånd, närmast först')).toBeInTheDocument();
    const live = document.querySelector('[data-order-announcement]');
    expect(live).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(live).toHaveTextContent('Sorterat efter avstånd, närmast först. Visar 3 av 3'));
    expect(events).toContainEqual({ event: 'dealer_nearest', method: 'geolocation' });
  });

  it('goes back to the usual order and drops near from the URL', async () => {
    window.history.replaceState(null, '', '/anlaggningar?near=55.61,13');
    const calls = bff([MMO, GBG, STH]);
    renderList(props({ near: { lat: 55.61, lng: 13 }, result: { state: 'loaded', sites: [MMO, GBG, STH], total: 3 } }));
    expect(screen.getAllByText(/^Avstånd: /)).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Visa i vanlig ordning' }));
    await waitFor(() => expect(names()).toEqual(['Dealergroup Göteborg', 'Dealergroup Malmö', 'Dealergroup Stockholm']));
    expect(sitesCalls(calls)[0]?.searchParams.has('near')).toBe(false);
    expect(window.location.search).toBe('');
    expect(screen.queryByText(/^Avstånd: /)).toBeNull();
    await waitFor(() => expect(document.querySelector('[data-order-announcement]')).toHaveTextContent('Listan visas i vanlig ordning'));
    expect(events).toContainEqual({ event: 'dealer_nearest', method: 'clear' });
  });

  it('on denial shows the catalogue text and a town field whose suggestions wait 300 ms; a town sorts the list', async () => {
    jest.useFakeTimers();
    mockGeolocation({ code: 1 });
    const calls = bff([MMO, GBG, STH]);
    renderList(props());
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Närmast mig' }));
    expect(screen.getByRole('alert')).toHaveTextContent('För att använda funktionen behöver din webbläsare kunna använda platstjänster.');
    const town = await screen.findByRole('combobox', { name: 'eller skriv en ort' });
    await user.type(town, 'Lun');
    const placeCalls = () => calls.mock.calls.filter(([r]) => r.url.includes('/api/places/autocomplete'));
    await act(async () => jest.advanceTimersByTime(TOWN_DEBOUNCE_MS - 1));
    expect(placeCalls()).toHaveLength(0);
    await act(async () => jest.advanceTimersByTime(1));
    expect(placeCalls()).toHaveLength(1);
    expect(placeCalls()[0]?.[0].url).toContain('input=Lun');
    await settle();
    await user.keyboard('{ArrowDown}{Enter}');
    await settle();
    await waitFor(() => expect(names()).toEqual(['Dealergroup Malmö', 'Dealergroup Göteborg', 'Dealergroup Stockholm']));
    // Lund (55.7047, 13.191) -> 55.7,13.19.
    expect(sitesCalls(calls)[0]?.searchParams.get('near')).toBe('55.7,13.19');
    expect(screen.getByText('Sorterat efter avstånd från Lund, närmast först')).toBeInTheDocument();
    expect(events).toContainEqual({ event: 'dealer_nearest', method: 'town' });
  });

  it('treats a browser without geolocation as a denial', async () => {
    Object.defineProperty(navigator, 'geolocation', { configurable: true, value: undefined });
    bff(SITES);
    renderList(props());
    await userEvent.click(screen.getByRole('button', { name: 'Närmast mig' }));
    expect(screen.getByRole('alert')).toHaveTextContent('platstjänster');
    expect(await screen.findByRole('combobox', { name: 'eller skriv en ort' })).toBeInTheDocument();
  });

  it('shows the list error when the sorted list fails, and keeps the way back', async () => {
    mockGeolocation({ coords: { latitude: 59.33, longitude: 18.07 } });
    fakeBff(() => ({ status: 502, body: { error: 'down' } }));
    renderList(props());
    await userEvent.click(screen.getByRole('button', { name: 'Närmast mig' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Något gick fel'));
    expect(screen.getByRole('button', { name: 'Visa i vanlig ordning' })).toBeInTheDocument();
  });
});

describe('DealerList data-layer events', () => {
  it('pushes the list view once, and a card click with its site and place', async () => {
    bff(SITES);
    renderList(props());
    expect(events).toEqual([{ event: 'dealer_list_view', total: 3, shown: 3 }]);
    const link = within(screen.getAllByRole('article')[1]!).getByRole('link', { name: 'Dealergroup Malmö' });
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(events).toContainEqual({ event: 'dealer_click', site_id: MMO.site_id, site_name: 'Dealergroup Malmö', position: 2 });
  });
});
