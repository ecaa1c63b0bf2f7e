import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logFailure, trackError } from '../analytics/track';
import { fetchOfferings } from '../api/offerings';
import { STEP, type BookingStore } from '../flow/flowState';
import { ADDON_CATEGORIES, atAddons, StepHarness } from '../services/offeringFixtures';
import { AddonsStep } from './AddonsStep';

jest.mock('../api/offerings', () => ({ ...jest.requireActual<object>('../api/offerings'), fetchOfferings: jest.fn() }));
jest.mock('../analytics/track');

const fetchMock = jest.mocked(fetchOfferings);
const NBSP = '\u00a0';

function renderStep(initial = atAddons()) {
  const states: BookingStore[] = [];
  render(<StepHarness Step={AddonsStep} initial={initial} onState={(s) => states.push(s)} />);
  return { latest: () => states[states.length - 1]! };
}

beforeEach(() => {
  jest.clearAllMocks();
  fetchMock.mockReset();
  fetchMock.mockResolvedValue({ kind: 'loaded', categories: ADDON_CATEGORIES });
});

describe('the add-ons step', () => {
  it('asks for the add-ons of the car at its place', async () => {
    renderStep();
    expect(screen.getByRole('status')).toHaveTextContent('Hämtar tillval …');
    expect(await screen.findByRole('group', { name: 'Tvätt' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('', 'addons', { registrationNumber: 'ABC123', lat: 57.7089, lng: 11.9746 }, expect.any(AbortSignal));
  });

  it('a single-choice category acts as a radio group, explained, and by keyboard', async () => {
    const user = userEvent.setup();
    const { latest } = renderStep();
    const wash = await screen.findByRole('group', { name: 'Tvätt' });
    expect(wash).toHaveAccessibleDescription('Välj högst ett alternativ. Ett nytt val ersätter det förra; välj det valda igen för att ta bort det.');
    const exterior = within(wash).getByRole('checkbox', { name: /Utvändig tvätt/ });
    const interior = within(wash).getByRole('checkbox', { name: /Invändig rengöring/ });

    await user.click(exterior);
    expect(exterior).toBeChecked();
    await user.click(interior);
    expect(interior).toBeChecked();
    expect(exterior).not.toBeChecked();
    expect(Object.keys(latest().services).sort()).toEqual(['brakes-front', 'wash-interior']);

    // The chosen one again: none.
    await user.click(interior);
    expect(within(wash).getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked)).toHaveLength(0);

    // Keyboard: Tab to a box, Space ticks it; Space again unticks it.
    exterior.focus();
    await user.keyboard(' ');
    expect(exterior).toBeChecked();
    await user.tab();
    expect(interior).toHaveFocus();
    await user.keyboard(' ');
    expect(interior).toBeChecked();
    expect(exterior).not.toBeChecked();
    await user.keyboard(' ');
    expect(interior).not.toBeChecked();
  });

  it('offers "continue without add-ons" only with none chosen', async () => {
    const user = userEvent.setup();
    const { latest } = renderStep();
    await screen.findByRole('group', { name: 'Tvätt' });
    expect(screen.queryByRole('button', { name: 'Fortsätt med tillval' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fortsätt utan tillval' }));
    expect(latest()).toMatchObject({ displayState: STEP.workshop, bookingInfo: { addons: false } });
  });

  it('offers "continue with add-ons" only with one chosen', async () => {
    const user = userEvent.setup();
    const { latest } = renderStep();
    await user.click(await screen.findByRole('checkbox', { name: /Komplett rekond/ }));
    expect(screen.queryByRole('button', { name: 'Fortsätt utan tillval' })).not.toBeInTheDocument();
    // brakes 2 800 + rekond 2 490 = 5 290
    expect(screen.getByText(/^Totalt/).textContent).toBe(`Totalt 5${NBSP}290${NBSP}kr`);
    await user.click(screen.getByRole('button', { name: 'Fortsätt med tillval' }));
    expect(latest()).toMatchObject({ displayState: STEP.workshop, bookingInfo: { addons: true } });
  });

  it('a unit offering: the amount from minimum to maximum, and price times units', async () => {
    const user = userEvent.setup();
    const { latest } = renderStep();
    await user.click(await screen.findByRole('checkbox', { name: `Torkarblad 440${NBSP}kr/st` }));
    const amount = screen.getByRole('combobox', { name: 'Antal (styck)' });
    expect(within(amount).getAllByRole('option').map((o) => o.textContent)).toEqual(['1', '2', '3']);
    expect(amount).toHaveValue('1');
    expect(screen.getByText(/st ×/).textContent).toBe(`1 st × 440${NBSP}kr = 440${NBSP}kr`);
    await user.selectOptions(amount, '3');
    expect(latest().services['wiper-blades']!.units).toBe(3);
    // 3 × 440 = 1 320; total 2 800 + 1 320 = 4 120
    expect(screen.getByText(/st ×/).textContent).toBe(`3 st × 440${NBSP}kr = 1${NBSP}320${NBSP}kr`);
    expect(screen.getByText(/^Totalt/).textContent).toBe(`Totalt 4${NBSP}120${NBSP}kr`);
  });

  it('a unit offering with an unknown price has an amount but no line total', async () => {
    const user = userEvent.setup();
    renderStep();
    await user.click(await screen.findByRole('checkbox', { name: 'Glödlampor Priset beror på lamptyp*' }));
    expect(within(screen.getByRole('combobox', { name: 'Antal (styck)' })).getAllByRole('option')).toHaveLength(6);
    expect(screen.queryByText(/st ×/)).not.toBeInTheDocument();
    expect(screen.getByText(/^Totalt/).textContent).toBe(`Totalt 2${NBSP}800${NBSP}kr + pris som sätts på verkstaden*`);
  });

  it('goes straight on to the workshop step when the add-ons cannot be fetched, logged and tracked', async () => {
    fetchMock.mockResolvedValue({ kind: 'failed', reason: 'status 502' });
    const { latest } = renderStep();
    await waitFor(() => expect(latest()).toMatchObject({ displayState: STEP.workshop, bookingInfo: { addons: false } }));
    expect(logFailure).toHaveBeenCalledWith('addons', 'status 502');
    expect(trackError).toHaveBeenCalledWith('addons', 'status 502');
  });

  it('goes straight on to the workshop step when there are no add-ons', async () => {
    fetchMock.mockResolvedValue({ kind: 'loaded', categories: [{ name: 'Tom', icon: 'wash', selectionType: null, offerings: [] }] });
    const { latest } = renderStep();
    await waitFor(() => expect(latest()).toMatchObject({ displayState: STEP.workshop, bookingInfo: { addons: false } }));
    expect(trackError).not.toHaveBeenCalled();
  });
});
