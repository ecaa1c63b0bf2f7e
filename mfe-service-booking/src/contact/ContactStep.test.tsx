import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTranslator } from '@showroom/i18n';
import { ThemeRoot } from '@showroom/ui';
import { getEventBus } from '@showroom/event-bus';
import { bookService, type BookingOutcome } from '../api/book';
import type { BookingAction } from '../flow/bookingMachine';
import { sampleBooking } from '../summary/sampleBooking';
import { BOOKED_CONTACT_KEY } from '../confirmation/bookedContact';
import { ContactStep } from './ContactStep';

jest.mock('../api/book', () => ({ ...jest.requireActual('../api/book'), bookService: jest.fn() }));
const booked = jest.mocked(bookService);

const t = createTranslator('sv');

function renderStep(dispatch = jest.fn<void, [BookingAction]>()) {
  render(
    <ThemeRoot theme="dealergroup">
      <ContactStep t={t} language="sv" site="dealergroup-se" apiBase="" state={sampleBooking({ milage: 4200 })} dispatch={dispatch} />
    </ThemeRoot>,
  );
  return dispatch;
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Förnamn' }), 'Anna');
  await user.type(screen.getByRole('textbox', { name: 'Efternamn' }), 'Berg');
  await user.type(screen.getByRole('textbox', { name: 'Telefon' }), '+46 70 123 45');
  await user.type(screen.getByRole('textbox', { name: 'E-post' }), 'anna@example.se');
}

let events: unknown[] = [];
let subscription: { unsubscribe(): void } | undefined;
beforeEach(() => {
  sessionStorage.clear();
  booked.mockReset();
  events = [];
  subscription = getEventBus().observe('dataLayer').subscribe((event) => events.push(event));
});
afterEach(() => {
  subscription?.unsubscribe();
  jest.restoreAllMocks();
});

describe('ContactStep', () => {
  it('shows the required-field errors and sends nothing while the form is incomplete', async () => {
    const user = userEvent.setup();
    renderStep();
    await user.type(screen.getByRole('textbox', { name: 'Telefon' }), '12345');
    await user.click(screen.getByRole('button', { name: 'Boka' }));
    expect(await screen.findByText('Ange ett giltigt telefonnummer')).toBeInTheDocument();
    expect(screen.getAllByText('Fältet måste fyllas i')).toHaveLength(3);
    expect(screen.getByRole('textbox', { name: 'Förnamn' })).toHaveAttribute('aria-invalid', 'true');
    expect(booked).not.toHaveBeenCalled();
  });

  it('counts the message up to 80 characters', async () => {
    const user = userEvent.setup();
    renderStep();
    const message = screen.getByRole('textbox', { name: 'Meddelande till verkstaden (valfritt)' });
    expect(message).toHaveAccessibleDescription('0/80 tecken');
    await user.type(message, 'Ring innan');
    expect(message).toHaveAccessibleDescription('10/80 tecken');
    await user.type(message, 'x'.repeat(100));
    // 10 typed + 70 of the 100 fit: the field stops at 80
    expect(message).toHaveValue(`Ring innan${'x'.repeat(70)}`);
    expect(message).toHaveAccessibleDescription('80/80 tecken');
  });

  it('books with the button disabled while sending, then tracks the purchase and confirms', async () => {
    const user = userEvent.setup();
    let answer!: (outcome: BookingOutcome) => void;
    booked.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const dispatch = renderStep();
    await fillIn(user);
    await user.type(screen.getByRole('textbox', { name: 'Meddelande till verkstaden (valfritt)' }), 'Ring innan');
    await user.click(screen.getByRole('button', { name: 'Boka' }));
    expect(await screen.findByRole('button', { name: 'Bokar …' })).toBeDisabled();
    expect(booked).toHaveBeenCalledTimes(1);
    expect(booked.mock.calls[0]![1]).toMatchObject({
      customer: { firstName: 'Anna', lastName: 'Berg', phone: '+46 70 123 45', email: 'anna@example.se' },
      freeText: 'Ring innan',
      departmentId: '015.3',
      timeSlot: '2026-03-03T09:30:00',
      mileage: 4200,
    });
    answer({ kind: 'booked', id: 'bk_7' });
    await waitFor(() => expect(dispatch).toHaveBeenCalledWith({ type: 'booked', id: 'bk_7' }));
    // 1495 (oil change) + 2 × 250 (wiper blades) = 1995; the brake check's price is unknown
    expect(events).toContainEqual({ event: 'purchase', transactionId: 'bk_7', currency: 'SEK', value: 1995, items: ['oil-change', 'brake-check', 'wiper-blades'] });
    expect(JSON.parse(sessionStorage.getItem(BOOKED_CONTACT_KEY)!)).toMatchObject({ bookingId: 'bk_7', firstName: 'Anna', email: 'anna@example.se' });
  });

  it('shows TimeslotNotAvailable under the form, logs and tracks it, and enables the button again', async () => {
    const user = userEvent.setup();
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    booked.mockResolvedValue({ kind: 'failed', error: { code: 'TimeslotNotAvailable' }, status: 409 });
    const dispatch = renderStep();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Boka' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tiden är inte tillgänglig, vänligen välj en annan tid');
    expect(screen.getByRole('button', { name: 'Boka' })).toBeEnabled();
    expect(events).toContainEqual({ event: 'serviceBookingError', where: 'booking', error: 'TimeslotNotAvailable' });
    expect(log).toHaveBeenCalledWith('[service booking] booking: 409 TimeslotNotAvailable');
    expect(events.some((event) => (event as { event: string }).event === 'purchase')).toBe(false);
    expect(dispatch).not.toHaveBeenCalled();
    // The form keeps what was typed.
    expect(screen.getByRole('textbox', { name: 'Förnamn' })).toHaveValue('Anna');
  });

  it('shows the generic text for any other failure', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    booked.mockResolvedValue({ kind: 'failed', error: { code: 'ServerError' }, status: 502 });
    renderStep();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Boka' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Något gick fel, försök igen');
  });
});
