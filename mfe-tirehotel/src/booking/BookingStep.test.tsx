import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getEventBus } from '@showroom/event-bus';
import { createTranslator } from '@showroom/i18n';
import { fakeBff, type FakeBffAnswer } from '@showroom/test-kit';
import { ThemeRoot } from '@showroom/ui';
import { resetFormInteractions } from '../flow/formInteraction';
import { BookingStep } from './BookingStep';
import { bookedConfirmation, bookingVehicle, TOKEN } from './bookingTestData';
import { quietFlowLog } from '../analytics/quietFlowLog';

const t = createTranslator('sv');

// Today on the visitor's clock: Friday 27 November 2026, 10:00. The window is 30 Nov 2026 (27 + 3) to
// 27 Feb 2027 (27 Nov + 3 months).
const NOW = new Date(2026, 10, 27, 10, 0);
// 2026-11-30 Monday, 2026-12-02 Wednesday (a call-back day), 2026-12-03 Thursday (date -d ... +%a).
const DAYS = { availableDates: [{ date: '2026-12-03' }, { date: '2026-11-30' }, { date: '2026-12-02' }] };
const SLOTS = { availableTimeSlotDates: [{ startTime: ['2026-12-03T10:00:00', '2026-12-03T08:00:00', '2026-12-03T09:00:00'] }, { startTime: ['2026-12-03T09:00:00'] }] };

type Answers = { days?: () => FakeBffAnswer | Promise<FakeBffAnswer>; slots?: (date: string) => FakeBffAnswer | Promise<FakeBffAnswer>; create?: () => FakeBffAnswer | Promise<FakeBffAnswer> };

function bff(answers: Answers = {}) {
  return fakeBff((request) => {
    const path = new URL(request.url, 'http://bff.test').pathname;
    if (path.endsWith('/GetTimeslotDays')) return (answers.days ?? (() => ({ status: 200, body: DAYS })))();
    if (path.endsWith('/GetTimeslots')) {
      const body = request.body as { startDate: string };
      return (answers.slots ?? ((date) => ({ status: 200, body: date === '2026-12-02' ? { availableTimeSlotDates: [] } : SLOTS })))(body.startDate);
    }
    if (path.endsWith('/create')) return (answers.create ?? (() => ({ status: 200, body: bookedConfirmation })))();
    throw new Error(`unexpected ${request.url}`);
  });
}

function renderStep() {
  const onBack = jest.fn();
  const onBooked = jest.fn();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <ThemeRoot theme="dealergroup">
      <BookingStep t={t} apiBase="" vehicle={bookingVehicle} token={TOKEN} onBack={onBack} onBooked={onBooked} />
    </ThemeRoot>,
  );
  return { user, onBack, onBooked };
}

// Lets the fake BFF's answer and the state updates after it land (inside act).
const settle = () => act(() => jest.advanceTimersByTimeAsync(1));
// Submits, and lets the create answer and the state updates after it land inside act.
const submitAndSettle = async () => {
  fireEvent.click(submit());
  await act(() => jest.advanceTimersByTimeAsync(1));
};
const day = (name: RegExp) => screen.findByRole('button', { name });
const submit = () => screen.getByRole('button', { name: 'Slutför bokning' });

async function fillContact(user: ReturnType<typeof userEvent.setup>, mobile = '070-123 45 12') {
  await user.type(screen.getByLabelText('Förnamn'), 'Anna');
  await user.type(screen.getByLabelText('Efternamn'), 'Svensson');
  await user.type(screen.getByLabelText('Mobilnummer'), mobile);
  await user.type(screen.getByLabelText('E-post'), 'anna@example.se');
}

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  quietFlowLog();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

// A whole booking typed with user-event takes 1-3 s alone, and passed 5 s on a loaded 2-core machine (whole-suite run).
jest.setTimeout(20_000);

describe('BookingStep', () => {
  it('books a chosen day and time: days, date, slots, time, contact, create 200, onBooked with the confirmation', async () => {
    const calls = bff();
    const { user, onBooked } = renderStep();

    // The workshop card.
    expect(screen.getByText('Bilhallen Göteborg')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '031-123 45 67' })).toHaveAttribute('href', 'tel:0311234567');
    expect(screen.getByRole('link', { name: 'dack.gbg@example.se' })).toHaveAttribute('href', 'mailto:dack.gbg@example.se');

    // Days asked once for the window, with the brand code as regNo and the bearer token.
    await day(/30 november 2026/);
    expect(calls).toHaveBeenCalledTimes(1);
    expect(calls).toHaveBeenCalledWith(
      expect.objectContaining({
        url: '/api/tirehotel/booking/GetTimeslotDays?workshopIdentifier=SE-GBG-1',
        body: { startDate: '2026-11-30', endDate: '2027-02-27', regNo: 'VOLVO' },
        headers: expect.objectContaining({ authorization: `Bearer ${TOKEN}` }),
      }),
    );

    // November first (its 30th is the first day); December by the next button.
    expect(screen.getByText('november 2026')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nästa månad' }));
    expect(screen.getByText('december 2026')).toBeInTheDocument();
    await user.click(await day(/ 3 december 2026/));

    expect(calls).toHaveBeenLastCalledWith(expect.objectContaining({ url: '/api/tirehotel/booking/GetTimeslots?workshopIdentifier=SE-GBG-1', body: { startDate: '2026-12-03', endDate: '2026-12-03', regNo: 'VOLVO' } }));
    const times = await screen.findByRole('group', { name: 'Välj tid' });
    // 10, 08, 09 and 09 again: three times, in order.
    expect(within(times).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['08:00', '09:00', '10:00']);
    await user.click(within(times).getByRole('radio', { name: '09:00' }));

    await fillContact(user);
    await user.type(screen.getByLabelText('Meddelande till verkstaden (valfritt)'), 'Vinterdäcken, tack');
    expect(submit()).toBeEnabled();
    await user.click(submit());

    await settle();
    expect(calls).toHaveBeenLastCalledWith(
      expect.objectContaining({
        url: '/api/tirehotel/booking/create?departmentIdentifier=SE-GBG-1',
        headers: expect.objectContaining({ authorization: `Bearer ${TOKEN}` }),
        body: { bookingDate: '2026-12-03', bookingStart: '09:00', regNo: 'ABC123', freeText: 'Vinterdäcken, tack', customer: { firstName: 'Anna', lastName: 'Svensson', email: 'anna@example.se', phoneMobile: '0701234512' } },
      }),
    );
    expect(onBooked).toHaveBeenCalledWith(bookedConfirmation);
  });

  it('books a day without times (a call-back day) without a start time', async () => {
    const calls = bff();
    const { user, onBooked } = renderStep();
    await user.click(await screen.findByRole('button', { name: 'Nästa månad' }));
    await user.click(await day(/ 2 december 2026/));
    expect(await screen.findByText(/återkommer verkstaden till dig med en tid/)).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await fillContact(user);
    expect(submit()).toBeEnabled();
    await submitAndSettle();
    expect(calls).toHaveBeenLastCalledWith(expect.objectContaining({ body: expect.objectContaining({ bookingDate: '2026-12-02', bookingStart: null }) }));
    expect(onBooked).toHaveBeenCalledTimes(1);
  });

  it('says so when the workshop has no available days, with its phone and e-mail', async () => {
    bff({ days: () => ({ status: 200, body: { availableDates: [] } }) });
    renderStep();
    const text = await screen.findByText('Det finns för närvarande inga tillgängliga tider på din verkstad. Kontakta oss så hjälper vi dig att hitta första bästa tid.');
    const box = text.closest('[role="status"]') as HTMLElement;
    expect(within(box).getByRole('link', { name: '031-123 45 67' })).toHaveAttribute('href', 'tel:0311234567');
    expect(within(box).getByRole('link', { name: 'dack.gbg@example.se' })).toHaveAttribute('href', 'mailto:dack.gbg@example.se');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(submit()).toBeDisabled();
  });

  it.each([
    ['no answer', () => Promise.reject(new Error('Network Error'))],
    ['a 500', () => ({ status: 500, body: { message: 'Upstream' } })],
  ])('shows "Ett fel uppstod" when the days fail (%s)', async (_what, answer) => {
    bff({ days: answer });
    renderStep();
    expect(await screen.findByRole('alert')).toHaveTextContent('Ett fel uppstod');
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('[tire hotel] booking: failure'));
  });

  it('shows the slot failure and keeps the button disabled until another date has times', async () => {
    bff({ slots: (date) => (date === '2026-11-30' ? Promise.reject(new Error('Network Error')) : { status: 200, body: SLOTS }) });
    const { user } = renderStep();
    await user.click(await day(/30 november 2026/));
    expect(await screen.findByRole('alert')).toHaveTextContent('Kunde inte hämta tider för valt datum.');
    expect(submit()).toBeDisabled();
    // The date can be changed.
    await user.click(screen.getByRole('button', { name: 'Nästa månad' }));
    await user.click(await day(/ 3 december 2026/));
    await user.click(await screen.findByRole('radio', { name: '08:00' }));
    expect(screen.queryByText('Kunde inte hämta tider för valt datum.')).not.toBeInTheDocument();
    await fillContact(user);
    expect(submit()).toBeEnabled();
  });

  it('shows the server’s message in red on a refusal and keeps the form', async () => {
    bff({ create: () => ({ status: 422, body: { message: 'Bokningen kunde inte genomföras, kontakta verkstaden.' } }) });
    const { user, onBooked } = renderStep();
    await user.click(await day(/30 november 2026/));
    await user.click(await screen.findByRole('radio', { name: '08:00' }));
    await fillContact(user);
    await submitAndSettle();
    expect(await screen.findByRole('alert')).toHaveTextContent('Bokningen kunde inte genomföras, kontakta verkstaden.');
    expect(screen.getByLabelText('Förnamn')).toHaveValue('Anna');
    expect(screen.getByRole('radio', { name: '08:00' })).toBeChecked();
    expect(submit()).toBeEnabled();
    expect(onBooked).not.toHaveBeenCalled();
  });

  it('only logs an exception on create, and the button can be used again', async () => {
    let tries = 0;
    bff({ create: () => (++tries === 1 ? Promise.reject(new Error('Network Error')) : { status: 200, body: bookedConfirmation }) });
    const { user, onBooked } = renderStep();
    await user.click(await day(/30 november 2026/));
    await user.click(await screen.findByRole('radio', { name: '08:00' }));
    await fillContact(user);
    await submitAndSettle();
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('Network Error'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onBooked).not.toHaveBeenCalled();
    expect(submit()).toBeEnabled();
    await submitAndSettle();
    expect(onBooked).toHaveBeenCalledWith(bookedConfirmation);
  });

  it('enables the complete button only with a date, a time and valid contact details', async () => {
    bff();
    const { user } = renderStep();
    await day(/30 november 2026/);
    expect(submit()).toBeDisabled(); // no date
    await user.click(await day(/30 november 2026/));
    await screen.findByRole('radio', { name: '08:00' });
    // The contact details come once the time step is settled (spec 3 §4.4).
    expect(screen.queryByLabelText('Förnamn')).not.toBeInTheDocument();
    expect(submit()).toBeDisabled(); // the day has times, none chosen
    await user.click(screen.getByRole('radio', { name: '08:00' }));
    expect(submit()).toBeDisabled(); // no contact details
    await fillContact(user);
    expect(submit()).toBeEnabled();
    // Another date: its time must be chosen again; what was typed stays.
    await user.click(screen.getByRole('button', { name: 'Nästa månad' }));
    await user.click(await day(/ 3 december 2026/));
    await screen.findByRole('radio', { name: '09:00' });
    expect(screen.getByLabelText('Förnamn')).toHaveValue('Anna');
    expect(submit()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: '09:00' }));
    expect(submit()).toBeEnabled();

    const mobile = screen.getByLabelText('Mobilnummer');
    // Only digits and plus stay; the rule counts what is left.
    const typeMobile = async (value: string) => {
      await user.clear(mobile);
      await user.type(mobile, value);
    };
    await typeMobile('070 12-34'); // 0 7 0 1 2 3 4: 7 after stripping
    expect(mobile).toHaveValue('0701234');
    expect(submit()).toBeDisabled();
    await typeMobile('070-12 34 5'); // 0 7 0 1 2 3 4 5: 8
    expect(mobile).toHaveValue('07012345');
    expect(submit()).toBeEnabled();
    await typeMobile('+46 70 123 45 67 890'); // + and 2+2+3+2+2+3 = 14 digits: 15
    expect(mobile).toHaveValue('+46701234567890');
    expect(submit()).toBeEnabled();
    await typeMobile('+46 70 123 45 67 8901'); // + and 15 digits: 16
    expect(mobile).toHaveValue('+467012345678901');
    expect(submit()).toBeDisabled();
    await typeMobile('0701234512');

    await user.clear(screen.getByLabelText('E-post'));
    await user.type(screen.getByLabelText('E-post'), 'anna@example');
    expect(submit()).toBeDisabled();
    await user.type(screen.getByLabelText('E-post'), '.se');
    expect(submit()).toBeEnabled();
    await user.clear(screen.getByLabelText('Efternamn'));
    expect(submit()).toBeDisabled();
  });

  it('shows each field’s error in Swedish once the field is left', async () => {
    bff();
    const { user } = renderStep();
    await user.click(await day(/30 november 2026/));
    await user.click(await screen.findByRole('radio', { name: '08:00' }));
    await user.click(screen.getByLabelText('Förnamn'));
    expect(screen.queryByText('Fältet måste fyllas i')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Fältet måste fyllas i')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Mobilnummer'), '0701');
    await user.type(screen.getByLabelText('E-post'), 'anna@');
    await user.tab();
    expect(await screen.findByText('Ange ett mobilnummer med 8–15 siffror')).toBeInTheDocument();
    expect(await screen.findByText('Ange en giltig e-postadress')).toBeInTheDocument();
    expect(screen.getByLabelText('Mobilnummer')).toHaveAttribute('aria-invalid', 'true');
  });

  it('reports the first interaction with the booking form once to the data layer', async () => {
    resetFormInteractions();
    const events: unknown[] = [];
    const subscription = getEventBus().observe('dataLayer').subscribe((event) => events.push(event));
    bff();
    const { user } = renderStep();
    await user.click(await day(/30 november 2026/));
    await user.click(await screen.findByRole('radio', { name: '08:00' }));
    expect(events).toEqual([]);
    await user.type(screen.getByLabelText('Förnamn'), 'A');
    await user.type(screen.getByLabelText('Efternamn'), 'B');
    subscription.unsubscribe();
    expect(events).toEqual([{ event: 'tireHotelFormInteraction', form: 'booking' }]);
  });

  it('goes back with the back button', async () => {
    bff();
    const { user, onBack } = renderStep();
    await day(/30 november 2026/);
    await user.click(screen.getByRole('button', { name: 'Tillbaka' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});

describe('the calendar', () => {
  it('has 42 cells from Monday, only the available days choosable, and the month buttons at their limits', async () => {
    bff();
    const { user } = renderStep();
    const grid = await screen.findByRole('grid', { name: /november 2026/ });
    expect(within(grid).getAllByRole('gridcell')).toHaveLength(42);
    expect(within(grid).getAllByRole('columnheader').map((header) => header.getAttribute('abbr'))).toEqual(['måndag', 'tisdag', 'onsdag', 'torsdag', 'fredag', 'lördag', 'söndag']);
    // 30 November days; only the 30th is available.
    const days = within(grid).getAllByRole('button');
    expect(days).toHaveLength(30);
    expect(days.filter((button) => button.getAttribute('aria-disabled') !== 'true').map((button) => button.textContent)).toEqual(['30']);
    // A day that is not available does nothing.
    await user.click(within(grid).getByRole('button', { name: /27 november 2026/ }));
    expect(screen.queryByText(/Valt datum/)).not.toBeInTheDocument();
    // November is today's month: no going back. December is the last month with a day: no going on.
    expect(screen.getByRole('button', { name: 'Föregående månad' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Nästa månad' }));
    expect(screen.getByRole('button', { name: 'Nästa månad' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Föregående månad' })).toBeEnabled();
  });

  it('is operated from the keyboard: one tab stop, arrows, Home/End, Page Up/Down, Enter on an available day', async () => {
    bff();
    const { user } = renderStep();
    const first = await day(/30 november 2026/);
    const tabStops = () => screen.getAllByRole('gridcell').flatMap((cell) => within(cell).queryAllByRole('button')).filter((button) => button.tabIndex === 0);
    expect(tabStops()).toEqual([first]);
    act(() => first.focus());

    await user.keyboard('{ArrowRight}'); // Tuesday 1 December: the month follows
    expect(document.activeElement).toHaveAccessibleName(/tisdag 1 december 2026/);
    expect(screen.getByText('december 2026')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}'); // 8 December
    expect(document.activeElement).toHaveAccessibleName(/8 december 2026/);
    await user.keyboard('{End}'); // Sunday 13 December
    expect(document.activeElement).toHaveAccessibleName(/söndag 13 december 2026/);
    await user.keyboard('{Home}'); // Monday 7 December
    expect(document.activeElement).toHaveAccessibleName(/måndag 7 december 2026/);
    await user.keyboard('{ArrowUp}{ArrowRight}{ArrowRight}{ArrowRight}'); // 30 Nov, then 1, 2, 3 December
    expect(document.activeElement).toHaveAccessibleName(/torsdag 3 december 2026/);
    expect(tabStops()).toEqual([document.activeElement]);
    await user.keyboard('{Enter}');
    expect(document.activeElement).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('radio', { name: '08:00' })).toBeInTheDocument();

    await user.keyboard('{PageUp}'); // 3 November
    expect(document.activeElement).toHaveAccessibleName(/3 november 2026/);
    expect(document.activeElement).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{PageUp}'); // nothing before November 1st
    expect(document.activeElement).toHaveAccessibleName(/söndag 1 november 2026/);
    await user.keyboard('{PageDown}{PageDown}{PageDown}'); // 1 December, then no further than 31 December
    expect(document.activeElement).toHaveAccessibleName(/torsdag 31 december 2026/);
  });
});

