import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dealerListPropsSchema, type DealerListProps } from '@showroom/contracts';
import { ThemeRoot } from '@showroom/ui';
import { manySites } from '../testing/sampleSites';
import { fakeSitesBff } from '../testing/fakeSitesBff';
import { DealerList } from './DealerList';

// 60 sites: page 0 holds 48, page 1 the other 60 - 48 = 12.
const ALL = manySites(60);
const firstPage = (extra: Record<string, unknown> = {}): DealerListProps =>
  dealerListPropsSchema.parse({ site: 'dealergroup-se', language: 'sv', dealersPath: '/anlaggningar', result: { state: 'loaded', sites: ALL.slice(0, 48), total: 60 }, ...extra });

const renderList = (props: DealerListProps) =>
  render(
    <ThemeRoot theme="dealergroup">
      <DealerList {...props} />
    </ThemeRoot>,
  );
const cards = () => screen.getAllByRole('article');
const cardLink = (index: number) => within(cards()[index]!).getByRole('heading', { level: 2 }).querySelector('a')!;

beforeEach(() => window.history.replaceState(null, '', '/anlaggningar'));
afterEach(() => jest.restoreAllMocks());

describe('DealerList paging', () => {
  it('shows 48 of 60 with "Visa fler"; a click loads the other 12 from page 1', async () => {
    const { calls } = fakeSitesBff(ALL);
    const user = userEvent.setup();
    renderList(firstPage());
    expect(cards()).toHaveLength(48);
    expect(screen.getByText('Visar 48 av 60')).toHaveAttribute('aria-live', 'polite');

    await user.click(screen.getByRole('button', { name: 'Visa fler' }));
    await waitFor(() => expect(cards()).toHaveLength(60));
    expect(calls).toEqual([{ site: 'dealergroup-se', page: '1', search: null }]);
    expect(cards().map((card) => card.getAttribute('data-site-id'))).toEqual(ALL.map((site) => site.site_id));
    expect(screen.getByText('Visar 60 av 60')).toBeInTheDocument();
    // Everything is loaded: nothing more to show.
    expect(screen.queryByRole('button', { name: 'Visa fler' })).toBeNull();
  });

  it('works from the keyboard, and moves the focus to the first site it added', async () => {
    fakeSitesBff(ALL);
    const user = userEvent.setup();
    renderList(firstPage());
    const button = screen.getByRole('button', { name: 'Visa fler' });
    button.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(cards()).toHaveLength(60));
    // The 49th card (index 48) is the first of page 1.
    expect(cardLink(48)).toHaveFocus();
    expect(cardLink(48)).toHaveTextContent(ALL[48]!.site_official_name);
  });

  it('answers Space too, and keeps the page in the URL so a reload shows as many', async () => {
    fakeSitesBff(ALL);
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/anlaggningar?utm_source=mail');
    renderList(firstPage());
    screen.getByRole('button', { name: 'Visa fler' }).focus();
    await user.keyboard(' ');
    await waitFor(() => expect(cards()).toHaveLength(60));
    expect(`${window.location.pathname}${window.location.search}`).toBe('/anlaggningar?utm_source=mail&page=1');
  });

  it('keeps the button (aria-disabled) and its focus while the page loads, and ignores a second press', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { calls } = fakeSitesBff(ALL, async (_call, ok) => {
      await held;
      return ok;
    });
    const user = userEvent.setup();
    renderList(firstPage());
    const button = screen.getByRole('button', { name: 'Visa fler' });
    await user.click(button);
    const loading = screen.getByRole('button', { name: 'Laddar…' });
    expect(loading).toHaveAttribute('aria-disabled', 'true');
    expect(loading).toHaveFocus();
    await user.click(loading);
    expect(calls).toHaveLength(1);
    await act(async () => release());
    await waitFor(() => expect(cards()).toHaveLength(60));
  });

  it('keeps the loaded sites and offers a retry when a page fails', async () => {
    let fail = true;
    fakeSitesBff(ALL, (_call, ok) => (fail ? { status: 502, body: { error: 'search is not available right now' } } : ok));
    const user = userEvent.setup();
    renderList(firstPage());
    await user.click(screen.getByRole('button', { name: 'Visa fler' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Något gick fel när listan skulle hämtas');
    expect(cards()).toHaveLength(48);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Visa fler' }));
    await waitFor(() => expect(cards()).toHaveLength(60));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('starts from a reloaded page 1 with all 60 and no button', () => {
    fakeSitesBff(ALL);
    renderList(firstPage({ page: 1, result: { state: 'loaded', sites: ALL, total: 60 } }));
    expect(cards()).toHaveLength(60);
    expect(screen.queryByRole('button', { name: 'Visa fler' })).toBeNull();
  });

  it('has no button when the first page holds every site', () => {
    fakeSitesBff(ALL);
    renderList(firstPage({ result: { state: 'loaded', sites: ALL.slice(0, 48), total: 48 } }));
    expect(screen.getByText('Visar 48 av 48')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Visa fler' })).toBeNull();
  });
});
