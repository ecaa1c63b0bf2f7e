import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dealerListPropsSchema, type DealerListProps } from '@showroom/contracts';
import { getEventBus } from '@showroom/event-bus';
import { fakeBff } from '@showroom/test-kit';
import { ThemeRoot } from '@showroom/ui';
import { DealerList } from '../dealer-list/DealerList';
import { sampleSites } from '../testing/sampleSites';

const SITES = sampleSites(3);
const FACETS = [
  { name: 'region', values: [{ text: 'Skåne län', count: 1 }, { text: 'Stockholms län', count: 1 }, { text: 'Västra Götalands län', count: 1 }] },
  { name: 'brand', values: [{ text: 'Kia', count: 2 }, { text: 'Volvo', count: 3 }] },
];
const props = (extra: Record<string, unknown> = {}): DealerListProps =>
  dealerListPropsSchema.parse({ site: 'dealergroup-se', language: 'sv', dealersPath: '/anlaggningar', facetNames: ['region', 'brand'], result: { state: 'loaded', sites: SITES, total: 3, facets: FACETS }, ...extra });
const renderList = (p: DealerListProps) =>
  render(
    <ThemeRoot theme="dealergroup">
      <DealerList {...p} />
    </ThemeRoot>,
  );

let events: unknown[];
let subscription: { unsubscribe(): void };
beforeEach(() => {
  window.history.replaceState(null, '', '/anlaggningar');
  events = [];
  subscription = getEventBus().observe('dataLayer').subscribe((event) => events.push(event));
});
afterEach(() => {
  subscription.unsubscribe();
  jest.restoreAllMocks();
});

describe('DealerList facets', () => {
  it('shows each configured facet as a group of checkboxes with counts', () => {
    renderList(props());
    const region = screen.getByRole('group', { name: 'Län' });
    expect(within(region).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(['Skåne län1', 'Stockholms län1', 'Västra Götalands län1']);
    expect(within(screen.getByRole('group', { name: 'Märke' })).getByRole('checkbox', { name: /Volvo/ })).not.toBeChecked();
  });

  it('shows no facets when the content configures none', () => {
    renderList(props({ facetNames: [], result: { state: 'loaded', sites: SITES, total: 3, facets: [] } }));
    expect(document.querySelector('[data-facets]')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('a ticked value asks the BFF with it (and the configured facets), puts it in the URL and pushes the change', async () => {
    const bff = fakeBff(() => ({ status: 200, body: { sites: SITES.slice(0, 1), total: 1, page: 0, facets: FACETS } }));
    renderList(props());
    await userEvent.click(screen.getByRole('checkbox', { name: /Kia/ }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    const url = new URL(bff.mock.calls[0]![0].url, 'http://bff.test');
    expect(url.searchParams.get('facets')).toBe('region,brand');
    expect(url.searchParams.getAll('brand')).toEqual(['Kia']);
    expect(window.location.search).toBe('?brand=Kia');
    expect(screen.getByRole('checkbox', { name: /Kia/ })).toBeChecked();
    expect(events).toContainEqual({ event: 'dealer_filter', facet: 'brand', value: 'Kia', action: 'add' });
    await userEvent.click(screen.getByRole('button', { name: 'Rensa filter' }));
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('keeps a ticked value the answer no longer counts, with 0, so it can be unticked; no results shows the empty text', () => {
    renderList(props({ filters: { brand: ['Saab'] }, result: { state: 'loaded', sites: [], total: 0, facets: FACETS } }));
    expect(screen.getByRole('checkbox', { name: /Saab/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Saab/ }).closest('label')).toHaveTextContent('Saab0');
    expect(screen.getByText(/Inga träffar/)).toBeInTheDocument();
  });
});
