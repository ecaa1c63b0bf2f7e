import type { WorkshopSite } from '@showroom/contracts/mechmate';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logFailure, trackError } from '../analytics/track';
import { fetchPrices, fetchTimeslots, streamClosestAvailable, type ClosestQuery, type StreamHandlers } from '../api/workshops';
import { bookingReducer } from '../flow/bookingMachine';
import { STEP, type BookingStore } from '../flow/flowState';
import { atAddons, StepHarness } from '../services/offeringFixtures';
import { WorkshopStep } from './WorkshopStep';

jest.mock('../api/workshops', () => ({ ...jest.requireActual<object>('../api/workshops'), streamClosestAvailable: jest.fn(), fetchPrices: jest.fn(), fetchTimeslots: jest.fn() }));
jest.mock('../analytics/track');

const streamMock = jest.mocked(streamClosestAvailable);
const pricesMock = jest.mocked(fetchPrices);
const slotsMock = jest.mocked(fetchTimeslots);

/** Each stream the step opened: its query, its handlers and whether the step closed it. */
let streams: { query: ClosestQuery; handlers: StreamHandlers; signal: AbortSignal }[] = [];

// Sites north of Göteborg (57.7089, 11.9746) on its meridian: site n is n x 0.01° (≈1.1 km) away; firstTimeSlot later for nearer ones.
const site = (n: number, firstTimeSlot: string | null = `2026-03-${String(12 - n).padStart(2, '0')}T07:00:00`): WorkshopSite => ({
  departmentId: `0${n}.3`,
  siteId: `10${n}`,
  siteName: `Verkstad ${n}`,
  address: `Gatan ${n}, Göteborg`,
  latitude: 57.7089 + n * 0.01,
  longitude: 11.9746,
  brands: ['Volvo'],
  firstTimeSlot,
});

function atWorkshop(): BookingStore {
  return bookingReducer(atAddons(), { type: 'addonsDone', withAddons: false });
}

function renderStep(initial = atWorkshop()) {
  const states: BookingStore[] = [];
  render(<StepHarness Step={WorkshopStep} initial={initial} supportEmail="kundtjanst@dealer.example" onState={(s) => states.push(s)} />);
  return { latest: () => states[states.length - 1]! };
}

const send = (index: number, ...messages: Parameters<StreamHandlers['onMessage']>[0][]) =>
  act(() => {
    for (const message of messages) streams[index]!.handlers.onMessage(message);
  });

/** Monday 2 March 2026 onwards: day i has 07:00 and 09:30 on weekdays and, on Tuesdays, the whole day. */
const fourWeeks = (from: string) =>
  Array.from({ length: 28 }, (_, i) => {
    const date = new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10);
    const weekday = i % 7;
    return { date, availableSlots: weekday < 5 ? ['07:00', '09:30'] : [], allDaySlotAvailable: weekday === 1 };
  });

beforeEach(() => {
  jest.clearAllMocks();
  streams = [];
  streamMock.mockImplementation((_apiBase, query, handlers, signal) => {
    streams.push({ query, handlers, signal });
    return Promise.resolve();
  });
  pricesMock.mockResolvedValue({ kind: 'loaded', offers: [{ code: 'brakes-front', price: 1990 }] });
  slotsMock.mockImplementation((_apiBase, query) => Promise.resolve({ kind: 'loaded', days: fourWeeks(query.from) }));
  jest.useFakeTimers({ now: new Date('2026-03-04T10:00:00'), doNotFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'setImmediate', 'queueMicrotask', 'nextTick'] });
});
afterEach(() => jest.useRealTimers());

describe('the workshop step', () => {
  it('streams for the car, the chosen codes and the place; five placeholders fill as sites arrive, then the stream is closed', async () => {
    renderStep();
    expect(streams[0]!.query).toEqual({ regNo: 'ABC123', serviceOfferings: ['brakes-front'], latitude: 57.7089, longitude: 11.9746, cursor: undefined });
    const list = document.querySelector('[data-workshop-list]')!;
    expect(list.querySelectorAll('[data-workshop-placeholder]')).toHaveLength(5);
    send(0, site(1), site(2));
    // 2 sites in, 5 - 2 = 3 placeholders.
    expect(list.querySelectorAll('[data-workshop-placeholder]')).toHaveLength(3);
    expect(streams[0]!.signal.aborted).toBe(false);
    send(0, site(3), site(4), site(5));
    expect(list.querySelectorAll('[data-workshop-placeholder]')).toHaveLength(0);
    expect(streams[0]!.signal.aborted).toBe(true);
    expect(within(list as HTMLElement).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Verkstad 1', 'Verkstad 2', 'Verkstad 3', 'Verkstad 4', 'Verkstad 5']);
  });

  it('"Hämta fler" streams the next batch after the last department shown', async () => {
    const user = userEvent.setup({ advanceTimers: () => undefined });
    renderStep();
    send(0, site(1), site(2), site(3), site(4), site(5));
    await user.click(screen.getByRole('button', { name: 'Hämta fler' }));
    expect(streams[1]!.query.cursor).toBe('05.3');
    send(1, site(6), site(7));
    act(() => streams[1]!.handlers.onEnd());
    expect(screen.getAllByRole('button', { name: /^Välj Verkstad/ })).toHaveLength(7);
    // A batch of two (fewer than five): nothing more to fetch.
    expect(screen.queryByRole('button', { name: 'Hämta fler' })).not.toBeInTheDocument();
  });

  it('sorts nearest first by default, or by first available time', async () => {
    const user = userEvent.setup();
    renderStep();
    send(0, site(3), site(1), site(2, null));
    const names = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(screen.getByRole('radio', { name: 'Närmast mig' })).toBeChecked();
    expect(names()).toEqual(['Verkstad 1', 'Verkstad 2', 'Verkstad 3']);
    await user.click(screen.getByRole('radio', { name: 'Första lediga tid' }));
    // Site 3: 2026-03-09, site 1: 2026-03-11, site 2: none (last).
    expect(names()).toEqual(['Verkstad 3', 'Verkstad 1', 'Verkstad 2']);
  });

  it('choosing a workshop applies its prices and shows the current week; a full day is booked at 08:00 with its note', async () => {
    const user = userEvent.setup();
    const { latest } = renderStep();
    send(0, site(1), site(2), site(3), site(4), site(5));
    await user.click(screen.getByRole('button', { name: 'Välj Verkstad 2' }));
    expect(latest().bookingInfo.workshop?.departmentId).toBe('02.3');
    await waitFor(() => expect(latest().services['brakes-front']?.price).toBe(1990));
    expect(pricesMock).toHaveBeenCalledWith('', { registrationNumber: 'ABC123', mileage: null, departmentId: '02.3', serviceOfferings: ['brakes-front'] }, expect.any(AbortSignal));
    // Today is Wednesday 2026-03-04: the weeks start on Monday 2026-03-02 (ISO week 10).
    expect(slotsMock).toHaveBeenCalledWith('', { registrationNumber: 'ABC123', departmentId: '02.3', from: '2026-03-02', serviceOfferings: ['brakes-front'] }, expect.any(AbortSignal));
    expect(await screen.findByRole('group', { name: /^Vecka 10:/ })).toBeInTheDocument();
    expect(screen.getByText('Heldag bokas kl. 08:00: bilen lämnas före 08:00.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'tisdag 3 mars, heldag (lämna bilen före 08:00)' }));
    expect(latest().bookingInfo.timeSlot).toEqual({ date: '2026-03-03', time: '08:00', isFullDay: true });
    expect(latest().displayState).toBe(STEP.contact);
  });

  it('moves a week at a time and loads four more weeks on the last loaded one', async () => {
    const user = userEvent.setup();
    const { latest } = renderStep();
    send(0, site(1));
    act(() => streams[0]!.handlers.onEnd());
    await user.click(screen.getByRole('button', { name: 'Välj Verkstad 1' }));
    await screen.findByRole('group', { name: /^Vecka 10:/ });
    expect(screen.getByRole('button', { name: 'Föregående vecka' })).toBeDisabled();
    for (const week of [11, 12, 13]) {
      await user.click(screen.getByRole('button', { name: 'Nästa vecka' }));
      await screen.findByRole('group', { name: new RegExp(`^Vecka ${week}:`) });
    }
    // Week 13 is the fourth loaded (index 3): the next four weeks are asked for from Monday 2026-03-30.
    await waitFor(() => expect(slotsMock).toHaveBeenCalledTimes(2));
    expect(slotsMock.mock.calls[1]![1].from).toBe('2026-03-30');
    // Back to week 12 (16-22 March): Friday 20 March at 07:00.
    await user.click(screen.getByRole('button', { name: 'Föregående vecka' }));
    await screen.findByRole('group', { name: /^Vecka 12:/ });
    await user.click(screen.getByRole('button', { name: /^fredag 20 mars kl\. 07:00$/ }));
    expect(latest().bookingInfo.timeSlot).toEqual({ date: '2026-03-20', time: '07:00', isFullDay: false });
  });

  it('"Ändra verkstad eller tid" clears the workshop and shows the list again, without streaming again', async () => {
    const user = userEvent.setup();
    const { latest } = renderStep();
    send(0, site(1), site(2), site(3), site(4), site(5));
    await user.click(screen.getByRole('button', { name: 'Välj Verkstad 1' }));
    await user.click(screen.getByRole('button', { name: 'Ändra verkstad eller tid' }));
    expect(latest().bookingInfo.workshop).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Välj Verkstad/ })).toHaveLength(5);
    expect(streams).toHaveLength(1);
  });

  it('nosites: "Vi kan ej hitta några anläggningar som passar dig", a suggestion and the support address', () => {
    renderStep();
    send(0, { nosites: true });
    expect(screen.getByRole('alert')).toHaveTextContent('Vi kan ej hitta några anläggningar som passar dig');
    expect(screen.getByText('Prova att ändra dina val, eller kontakta oss så hjälper vi dig.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'kundtjanst@dealer.example' })).toHaveAttribute('href', 'mailto:kundtjanst@dealer.example');
  });

  it('an error message or a broken stream is logged, tracked and offered again', async () => {
    const user = userEvent.setup();
    renderStep();
    send(0, site(1), { error: 'ServerError' });
    expect(logFailure).toHaveBeenCalledWith('workshops', 'stream error: ServerError');
    expect(trackError).toHaveBeenCalledWith('workshops', 'stream error: ServerError');
    expect(screen.getByRole('alert')).toHaveTextContent('Något gick fel när verkstäderna skulle hämtas.');
    await user.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(streams[1]!.query.cursor).toBeUndefined();
    act(() => streams[1]!.handlers.onFailure('status 502'));
    expect(trackError).toHaveBeenCalledWith('workshops', 'status 502');
  });

  it('time slots that fail leave the week empty with a message, logged and tracked', async () => {
    const user = userEvent.setup();
    slotsMock.mockResolvedValue({ kind: 'failed', reason: 'status 502' });
    renderStep();
    send(0, site(1));
    await user.click(screen.getByRole('button', { name: 'Välj Verkstad 1' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Vi kunde inte hämta lediga tider just nu.');
    expect(trackError).toHaveBeenCalledWith('timeslots', 'status 502');
    expect(screen.queryByRole('button', { name: /kl\./ })).not.toBeInTheDocument();
  });
});
