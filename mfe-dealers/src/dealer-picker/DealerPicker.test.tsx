import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pickerSiteHitSchema, workshopSites, type DealerPicked, type DealerPickerProps } from '@showroom/contracts';
import { getEventBus, resetEventBusForTests } from '@showroom/event-bus';
import { LANGUAGES } from '@showroom/i18n';
import { fakeSearchApi } from '@showroom/test-kit';
import { ThemeRoot } from '@showroom/ui';
import { sitesWithDepartments } from '../testing/workshopSites';
import { DealerPicker } from './DealerPicker';

// Workshop sites of the sample, in order: Göteborg (2020), Stockholm (2022), Uppsala (2023).
const sites = workshopSites(sitesWithDepartments().map((s) => pickerSiteHitSchema.parse(s)));
const base: DealerPickerProps = { site: 'dealergroup-se', language: 'sv', apiBase: '', name: 'dealer', dealersPath: '/anlaggningar', result: { state: 'loaded', sites } };

function renderPicker(props: Partial<DealerPickerProps> & { onPick?: (p: DealerPicked) => void; api?: ReturnType<typeof fakeSearchApi>['api'] } = {}) {
  return render(
    <ThemeRoot theme="dealergroup">
      <form aria-label="Boka">
        <button type="button">före</button>
        <DealerPicker {...base} {...props} />
      </form>
    </ThemeRoot>,
  );
}

describe('DealerPicker', () => {
  beforeEach(() => resetEventBusForTests());

  it('shows each workshop site as a radio card with name, address, phone and a link to its page', () => {
    renderPicker();
    const group = screen.getByRole('group', { name: 'Välj verkstad' });
    expect(within(group).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['2020', '2022', '2023']);
    const first = within(group).getByRole('radio', { name: 'Dealergroup Göteborg' });
    expect(first).toHaveAccessibleDescription('Mölndalsvägen 12 411 04 Göteborg Telefon: +46 31-100 45 67');
    expect(within(group).getByRole('link', { name: 'Om anläggningen: Dealergroup Göteborg' })).toHaveAttribute('href', '/anlaggningar/dealergroup-goteborg');
  });

  it('is one tab stop; Space picks; arrows move and wrap; Home and End go to the ends', async () => {
    const user = userEvent.setup();
    const onPick = jest.fn();
    renderPicker({ onPick });
    const radios = screen.getAllByRole('radio');
    await user.click(screen.getByRole('button', { name: 'före' }));
    await user.tab();
    expect(radios[0]).toHaveFocus();
    await user.keyboard(' ');
    expect(radios[0]).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(radios[1]).toBeChecked();
    expect(radios[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(radios[2]).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(radios[0]).toBeChecked(); // 2 -> 0: wraps
    await user.keyboard('{ArrowUp}');
    expect(radios[2]).toBeChecked(); // 0 -> 2: wraps back
    await user.keyboard('{Home}');
    expect(radios[0]).toBeChecked();
    expect(radios[0]).toHaveFocus();
    expect(onPick.mock.calls.map(([p]) => p.site_id)).toEqual(['2020', '2022', '2023', '2020', '2023', '2020']);
    // Tab leaves the radios: the next stop is the first card's link, not another radio.
    await user.tab();
    expect(screen.getByRole('link', { name: /Dealergroup Göteborg/ })).toHaveFocus();
  });

  it('announces the chosen site, keeps its id in the hidden input and sends it to the host and the bus', async () => {
    const user = userEvent.setup();
    const onPick = jest.fn();
    const seen: DealerPicked[] = [];
    getEventBus().observe('dealerPicked').subscribe((p) => seen.push(p));
    const { container } = renderPicker({ onPick, name: 'nearestDealer' });
    await user.click(screen.getByText('Dealergroup Uppsala'));
    expect(screen.getByRole('status')).toHaveTextContent('Vald verkstad: Dealergroup Uppsala');
    expect(container.querySelector('input[type="hidden"][name="nearestDealer"]')).toHaveValue('2023');
    // Uppsala's Workshop department has no address: the site e-mail (spec 3 §3.5).
    const expected = { field: 'nearestDealer', site_id: '2023', name: 'Dealergroup Uppsala', workshopEmail: 'uppsala@dealergroup.example.se' };
    expect(onPick).toHaveBeenCalledWith(expected);
    expect(seen).toEqual([expected]);
    // Picking the same site again tells no one twice.
    await user.click(screen.getByRole('radio', { name: 'Dealergroup Uppsala' }));
    expect(seen).toHaveLength(1);
  });

  it('starts from selectedId without telling anyone', () => {
    const onPick = jest.fn();
    renderPicker({ onPick, selectedId: '2022' });
    expect(screen.getByRole('radio', { name: 'Dealergroup Stockholm' })).toBeChecked();
    expect(onPick).not.toHaveBeenCalled();
  });

  it('loads in the browser when rendered without sites: loading, then the cards; only workshop sites are asked for', async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const { api, requests } = fakeSearchApi(sitesWithDepartments());
    const slow = { search: (async (request, item) => (await held, api.search(request, item))) as typeof api.search };
    renderPicker({ result: undefined, api: slow });
    expect(screen.getByRole('status')).toHaveTextContent('Hämtar verkstäder …');
    expect(screen.getByRole('group')).toHaveAttribute('aria-busy', 'true');
    await act(async () => answer());
    expect(await screen.findAllByRole('radio')).toHaveLength(3);
    expect(requests[0]).toMatchObject({ index: 'sites', filters: { site_departments_group: ['Workshop'] }, limit: 100 });
  });

  it('shows the error with a retry that loads again, and the empty state', async () => {
    const user = userEvent.setup();
    const { api } = fakeSearchApi(sitesWithDepartments());
    renderPicker({ result: { state: 'error' }, api });
    expect(screen.getByRole('alert')).toHaveTextContent('Det gick inte att hämta verkstäderna.');
    await user.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findAllByRole('radio')).toHaveLength(3);

    renderPicker({ result: { state: 'loaded', sites: [] } });
    expect(screen.getByText('Vi kan ej hitta några anläggningar som passar dig')).toBeInTheDocument();
  });

  it.each(LANGUAGES)('has its loading, empty and error texts in %s', (language) => {
    const { unmount } = renderPicker({ language, result: { state: 'error' } });
    expect(screen.getByRole('alert').textContent).not.toMatch(/dealerPicker\./);
    unmount();
    renderPicker({ language, result: { state: 'loaded', sites: [] } });
    expect(screen.getByRole('status').textContent).not.toMatch(/dealerPicker\.|^$/);
  });

  it("shows a form's error linked to the group", () => {
    renderPicker({ error: 'Välj en verkstad' });
    expect(screen.getByRole('group')).toHaveAccessibleDescription('Välj en verkstad');
  });
});
