import { render, screen } from '@testing-library/react';
import { createTranslator } from '@showroom/i18n';
import { ThemeRoot } from '@showroom/ui';
import { initialBookingStore } from '../flow/bookingMachine';
import { BOOKING_STORAGE_KEY } from '../flow/bookingStorage';
import { sampleBooking } from '../summary/sampleBooking';
import { BOOKED_CONTACT_KEY, writeBookedContact } from './bookedContact';
import { Confirmation, startNewBooking } from './Confirmation';

const t = createTranslator('sv');
const state = () => {
  const booking = sampleBooking({ displayState: 5 });
  return { ...booking, bookingInfo: { ...booking.bookingInfo, id: 'bk_7' } };
};
const ui = () => (
  <ThemeRoot theme="dealergroup">
    <Confirmation t={t} language="sv" site="dealergroup-se" apiBase="" state={state()} dispatch={jest.fn()} />
  </ThemeRoot>
);

beforeEach(() => sessionStorage.clear());

describe('Confirmation', () => {
  it('confirms with the booking, the contact details and directions, and takes focus', () => {
    writeBookedContact(sessionStorage, { bookingId: 'bk_7', firstName: 'Anna', lastName: 'Berg', phone: '+46 70 123 45', email: 'anna@example.se', message: 'Ring innan' });
    render(ui());
    const title = screen.getByRole('heading', { level: 2, name: 'Bokning bekräftad' });
    expect(title).toHaveFocus();
    expect(screen.getByText('bk_7')).toBeInTheDocument();
    expect(screen.getByText('Oljebyte')).toBeInTheDocument();
    expect(screen.getByText('Bilhuset Mölndal')).toBeInTheDocument();
    expect(screen.getByText('2026-03-03 kl. 09:30')).toBeInTheDocument();
    expect(screen.getByText('Anna Berg')).toBeInTheDocument();
    expect(screen.getByText('anna@example.se')).toBeInTheDocument();
    const directions = screen.getByRole('link', { name: 'Vägbeskrivning till Bilhuset Mölndal (öppnas i en ny flik)' });
    expect(directions).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=Bilhuset+M%C3%B6lndal%2C+Kvarnbygatan+2%2C+431+34+M%C3%B6lndal');
    expect(directions).toHaveAttribute('target', '_blank');
  });

  it('shows no contact details stored for another booking', () => {
    writeBookedContact(sessionStorage, { bookingId: 'bk_other', firstName: 'Bo', lastName: 'Ek', phone: '123456', email: 'bo@example.se', message: '' });
    render(ui());
    expect(screen.queryByText('Kontaktuppgifter')).not.toBeInTheDocument();
    expect(screen.queryByText('Bo Ek')).not.toBeInTheDocument();
  });

  it('"Ny bokning" writes a fresh store and clears the contact before it reloads', () => {
    writeBookedContact(sessionStorage, { bookingId: 'bk_7', firstName: 'Anna', lastName: 'Berg', phone: '+46 70 123 45', email: 'anna@example.se', message: '' });
    sessionStorage.setItem(BOOKING_STORAGE_KEY, JSON.stringify(state()));
    const reload = jest.fn(() => {
      // At the moment of the reload the fresh store is already written.
      expect(JSON.parse(sessionStorage.getItem(BOOKING_STORAGE_KEY)!)).toEqual(initialBookingStore());
      expect(sessionStorage.getItem(BOOKED_CONTACT_KEY)).toBeNull();
    });
    startNewBooking(sessionStorage, reload);
    expect(reload).toHaveBeenCalledTimes(1);
    // The button is there and labelled (jsdom cannot reload; the e2e suite follows the reload).
    render(ui());
    expect(screen.getByRole('button', { name: 'Ny bokning' })).toBeEnabled();
  });
});
