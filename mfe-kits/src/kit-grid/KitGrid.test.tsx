import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { kitsRemote, type KitGridProps } from '@showroom/contracts';
import { getEventBus, resetEventBusForTests } from '@showroom/event-bus';
import { ThemeRoot } from '@showroom/ui';
import { fakeContext, KITS_RESPONSE } from '../testing/fakeContext';
import { KitGrid } from './KitGrid';
import { loadKitGrid } from './loadKitGrid';
import { serverRenderThenHydrate } from '@showroom/test-kit';

const schema = kitsRemote.modules.KitGrid.props;

async function loadedProps(language: 'sv' | 'en' = 'sv'): Promise<KitGridProps> {
  const result = await loadKitGrid(fakeContext(() => KITS_RESPONSE, { language }));
  if (result.kind !== 'props') throw new Error('expected props');
  return schema.parse(result.props);
}

const ui = (props: KitGridProps) => (
  <ThemeRoot theme="dealergroup">
    <KitGrid {...props} />
  </ThemeRoot>
);

beforeEach(() => resetEventBusForTests());

describe('KitGrid', () => {
  it('renders the cards from schema-valid props: name, status, code, price, "showing X of Y"', async () => {
    render(ui(await loadedProps()));
    expect(screen.getByRole('heading', { level: 1, name: 'Tillbehörspaket' })).toBeInTheDocument();
    expect(screen.getByText('Visar 2 av 287')).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'Takbox 420 l XC60' })).toBeInTheDocument();
    expect(first.getByText('Active')).toBeInTheDocument();
    expect(first.getByText('Paketkod: K50001')).toBeInTheDocument();
    // Swedish kronor as "7 490 kr" with no-break spaces.
    expect(first.getByText(/^7\s490\skr$/).textContent).toBe('7\u00a0490\u00a0kr');
    // The kit without currency is priced in euros.
    expect(within(cards[1]!).getByText(/^1\s290\s€$/)).toBeInTheDocument();
    expect(cards[0]!.querySelector('img')).toHaveAttribute('src', '/-/media/kits/50001/1.svg');
  });

  it('toggles a kit in and out of the bus basket, with the count in singular and plural', async () => {
    const user = userEvent.setup();
    const pushes: unknown[] = [];
    getEventBus().observe('dataLayer').subscribe((e) => pushes.push(e));
    render(ui(await loadedProps()));
    const toggle = screen.getByRole('button', { name: 'Lägg i korgen: Takbox 420 l XC60' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('heading', { name: '0 valda produkter' })).toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(getEventBus().get('basket')).toEqual([{ kitId: '50001', name: 'Takbox 420 l XC60' }]);
    expect(screen.getByRole('heading', { name: '1 vald produkt' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Lägg i korgen: Gummimattor V60' }));
    expect(screen.getByRole('heading', { name: '2 valda produkter' })).toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(getEventBus().get('basket')).toEqual([{ kitId: '50002', name: 'Gummimattor V60' }]);
    expect(pushes).toEqual([
      { event: 'kit_basket', action: 'add', kit_id: '50001' },
      { event: 'kit_basket', action: 'add', kit_id: '50002' },
      { event: 'kit_basket', action: 'remove', kit_id: '50001' },
    ]);
  });

  it('follows a basket set elsewhere on the bus and removes from the basket panel', async () => {
    const user = userEvent.setup();
    render(ui(await loadedProps('en')));
    act(() => getEventBus().set('basket', [{ kitId: '50002', name: 'Gummimattor V60' }]));
    expect(screen.getByRole('button', { name: 'Add to basket: Gummimattor V60' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { name: '1 product selected' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove from basket: Gummimattor V60' }));
    expect(getEventBus().get('basket')).toEqual([]);
    expect(screen.getByRole('heading', { name: '0 products selected' })).toHaveFocus();
  });

  it('shows carListError when the search failed', () => {
    render(ui(schema.parse({ site: 'dealergroup-se', language: 'sv', result: { state: 'error' } })));
    expect(screen.getByRole('alert')).toHaveTextContent('Något gick fel när listan skulle hämtas. Försök igen om en stund.');
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('shows noSearchResults when there are no kits', async () => {
    render(ui(schema.parse({ site: 'dealergroup-se', language: 'sv', result: { state: 'loaded', kits: [], total: 0 } })));
    expect(await screen.findByRole('status')).toHaveTextContent('Inga träffar. Prova att ändra din sökning eller dina filter.');
  });

  it('hydrates the server HTML without a mismatch, even when the bus already holds a basket', async () => {
    const props = await loadedProps();
    const { container } = await serverRenderThenHydrate(ui(props), {
      server: ui(props),
      beforeHydrate: () => getEventBus().set('basket', [{ kitId: '50001', name: 'Takbox 420 l XC60' }]),
    });
    // After hydration the stored basket shows.
    expect(within(container).getByRole('heading', { name: '1 vald produkt' })).toBeInTheDocument();
    container.remove();
  });
});
