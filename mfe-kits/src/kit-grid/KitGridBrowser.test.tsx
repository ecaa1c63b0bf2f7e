import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { kitsRemote, type KitGridProps } from '@showroom/contracts';
import { getEventBus, resetEventBusForTests } from '@showroom/event-bus';
import { ThemeRoot } from '@showroom/ui';
import { BASKET_KEY } from '../basket/basketStorage';
import { KitGrid } from './KitGrid';

// The browser side of the grid: the BFF client answers from these pages (checked against the request it got).
const search = jest.fn();
jest.mock('@showroom/api-client', () => ({ createHttpApi: () => ({ search: (...args: unknown[]) => search(...args) }) }));

const schema = kitsRemote.modules.KitGrid.props;
const kit = (i: number) => ({ kitId: String(50_000 + i), kitCode: `K${50_000 + i}`, name: `Kit ${i}`, status: 'Active', retailPrice: 100 * i, currency: 'SEK' });

// 50 kits in all: the server's first page holds kits 1-48; "Visa fler" asks from offset 48 and gets kits 49-50.
const firstPage = Array.from({ length: 48 }, (_, i) => kit(i + 1));
const props: KitGridProps = schema.parse({ site: 'dealergroup-se', language: 'sv', result: { state: 'loaded', kits: firstPage, total: 50 } });
const ui = () => (
  <ThemeRoot theme="dealergroup">
    <KitGrid {...props} />
  </ThemeRoot>
);

// The grid's dialogs and panels are lazy. Their first import, compiled on demand, took more than findByRole's
// second on a loaded CI machine (the profile dialog was not found once); importing them here keeps the test on
// what it checks, not on the transformer's speed.
beforeAll(async () => {
  await Promise.all([
    import('../filters/FilterPanel'),
    import('../detail/KitDetailDialog'),
    import('../params/KitsParamsGate'),
    import('./NoResults'),
  ]);
});

beforeEach(() => {
  resetEventBusForTests();
  sessionStorage.clear();
  search.mockReset();
  window.history.replaceState(null, '', '/tillbehor/paket');
});

describe('KitGrid in the browser', () => {
  it('Visa fler appends the next 48 from offset 48 and moves focus to the first new kit', async () => {
    const user = userEvent.setup();
    search.mockResolvedValue({ facet: [], content: [kit(49), kit(50)], total_items: 50, limit: 48, offset: 48 });
    render(ui());
    expect(screen.getByText('Visar 48 av 50')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Visa fler' }));
    await waitFor(() => expect(screen.getByText('Visar 50 av 50')).toBeInTheDocument());
    expect(search.mock.calls[0]?.[0]).toMatchObject({ index: 'kits', limit: 48, offset: 48 });
    expect(screen.getByRole('button', { name: 'Kit 49' })).toHaveFocus();
    // All 50 shown: no more button.
    expect(screen.queryByRole('button', { name: 'Visa fler' })).toBeNull();
  });

  it('a failing "Visa fler" shows carListError and keeps the kits shown', async () => {
    const user = userEvent.setup();
    search.mockRejectedValue(new Error('down'));
    render(ui());
    await user.click(screen.getByRole('button', { name: 'Visa fler' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Något gick fel när listan skulle hämtas');
    expect(screen.getAllByRole('article')).toHaveLength(48);
  });

  it('restores the basket from session storage after hydration and keeps storage in step', async () => {
    sessionStorage.setItem(BASKET_KEY, JSON.stringify([{ kitId: '50001', name: 'Kit 1' }]));
    const user = userEvent.setup();
    render(ui());
    expect(screen.getByRole('heading', { name: '1 vald produkt' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Lägg i korgen: Kit 2' }));
    expect(JSON.parse(sessionStorage.getItem(BASKET_KEY)!)).toEqual([
      { kitId: '50001', name: 'Kit 1' },
      { kitId: '50002', name: 'Kit 2' },
    ]);
    expect(getEventBus().get('basket')).toHaveLength(2);
  });

  it('ignores a corrupt stored basket', () => {
    sessionStorage.setItem(BASKET_KEY, '{not json');
    render(ui());
    expect(screen.getByRole('heading', { name: '0 valda produkter' })).toBeInTheDocument();
  });

  it('the detail dialog: opened from the card, Escape closes it and focus goes back to the card', async () => {
    const user = userEvent.setup();
    search.mockResolvedValue({ facet: [], content: [{ kitId: '50001', description: 'Monteras av vår verkstad.' }], total_items: 1, limit: 1, offset: 0 });
    render(ui());
    const opener = screen.getByRole('button', { name: 'Kit 1' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Kit 1' });
    expect(await within(dialog).findByText('Monteras av vår verkstad.')).toBeInTheDocument();
    expect(within(dialog).getByText('K50001')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Stäng' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Lägg i korgen: Kit 1' }));
    expect(getEventBus().get('basket')).toEqual([{ kitId: '50001', name: 'Kit 1' }]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('a filter change fetches with the filter, writes the URL, and shows noSearchResults for nothing found', async () => {
    const user = userEvent.setup();
    search.mockResolvedValueOnce({
      facet: [{ name: 'kitcategory', type: 'value', value: [{ text: 'Transport', count: 0 }] }],
      content: firstPage,
      total_items: 50,
      limit: 48,
      offset: 0,
    });
    search.mockResolvedValueOnce({ facet: [], content: [], total_items: 0, limit: 48, offset: 0 });
    render(ui());
    await user.click(screen.getByRole('button', { name: 'Filtrera' }));
    await user.click(await screen.findByRole('checkbox', { name: /Transport/ }));
    expect(await screen.findByText('Inga träffar. Prova att ändra din sökning eller dina filter.')).toBeInTheDocument();
    expect(search.mock.calls[1]?.[0]).toMatchObject({ filters: { kitcategory: ['Transport'] }, offset: 0 });
    expect(window.location.search).toBe('?kitcategory=Transport');
  });

  it('a user in the page parameters opens the profile dialog and the parameters are kept for the visit', async () => {
    window.history.replaceState(null, '', '/tillbehor/paket?user=anna&dealer=D12&packageIds=50001,50002');
    render(ui());
    const dialog = await screen.findByRole('dialog', { name: 'Din profil' });
    expect(dialog).toHaveTextContent('anna');
    expect(JSON.parse(sessionStorage.getItem('showroom.kits.params')!)).toEqual({ user: 'anna', dealer: 'D12', packageIds: ['50001', '50002'] });
    // The basket is not pre-filled from packageIds (docs/decisions.md, "Issue 19: kits").
    expect(getEventBus().get('basket')).toEqual([]);
  });

  it('no profile dialog without a user', async () => {
    window.history.replaceState(null, '', '/tillbehor/paket?dealer=D12');
    render(ui());
    await act(async () => {});
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(JSON.parse(sessionStorage.getItem('showroom.kits.params')!)).toEqual({ dealer: 'D12' });
  });

  it('reads the search from the URL after hydration: the box shows it', async () => {
    window.history.replaceState(null, '', '/tillbehor/paket?q=Takbox&status=x');
    render(ui());
    await act(async () => {});
    expect(screen.getByRole('searchbox', { name: 'Sök bland tillbehörspaket' })).toHaveValue('Takbox');
  });
});
