import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '@showroom/ui';
import { renderToString } from 'react-dom/server';
import { fakeBff } from '../testing/fakeBff';
import { BOOKING_STORAGE_KEY } from '../flow/bookingStorage';
import { ServiceBooking } from './ServiceBooking';
import { serverRenderThenHydrate } from '@showroom/test-kit';

const props = { site: 'dealergroup-se', language: 'sv', apiBase: '' } as const;
const ui = (extra: Partial<{ registrationNumber: string }> = {}) => (
  <ThemeRoot theme="dealergroup">
    <ServiceBooking {...props} {...extra} />
  </ThemeRoot>
);

beforeEach(() => sessionStorage.clear());
afterEach(() => jest.restoreAllMocks());

async function choosePlace(user: ReturnType<typeof userEvent.setup>, typed = 'Göt') {
  const place = screen.getByRole('combobox', { name: 'Ort' });
  await user.type(place, typed);
  await screen.findByRole('listbox');
  await user.keyboard('{ArrowDown}{Enter}');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Fortsätt' })).toBeEnabled());
}

describe('step 1', () => {
  it('shows step 1 of 5 with continue disabled until registration and a chosen place are set', async () => {
    const get = fakeBff();
    const user = userEvent.setup();
    render(ui());
    expect(screen.getByRole('heading', { level: 2, name: /Steg 1\/5/ })).toBeInTheDocument();
    const reg = screen.getByRole('textbox', { name: 'Registreringsnummer' });
    expect(reg).toHaveAttribute('placeholder', 'ABC 123');
    const next = screen.getByRole('button', { name: 'Fortsätt' });
    expect(next).toBeDisabled();
    await user.type(reg, 'abc 1234');
    expect(reg).toHaveValue('ABC123');
    expect(next).toBeDisabled();
    // Typed text without a chosen suggestion is not a place.
    await user.type(screen.getByRole('combobox', { name: 'Ort' }), 'Göteborg');
    expect(next).toBeDisabled();
    await screen.findByRole('option', { name: 'Göteborg, Sverige' });
    await user.click(screen.getByRole('option', { name: 'Göteborg, Sverige' }));
    await waitFor(() => expect(next).toBeEnabled());
    expect(get).toHaveBeenCalledWith(expect.objectContaining({ url: '/api/places/details/se-goteborg' }));
  });

  it('is a keyboard-usable combobox', async () => {
    fakeBff();
    const user = userEvent.setup();
    render(ui());
    const place = screen.getByRole('combobox', { name: 'Ort' });
    expect(place).toHaveAttribute('aria-expanded', 'false');
    await user.type(place, 'Göt');
    const listbox = await screen.findByRole('listbox', { name: 'Ort' });
    expect(place).toHaveAttribute('aria-expanded', 'true');
    expect(place).toHaveAttribute('aria-controls', listbox.id);
    expect(within(listbox).getAllByRole('option')).toHaveLength(2);
    expect(await screen.findByRole('status')).toHaveTextContent('2 träffar');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: 'Götene, Sverige' });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(place).toHaveAttribute('aria-activedescendant', second.id);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Göteborg, Sverige' })).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{Escape}');
    expect(place).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    await waitFor(() => expect(place).toHaveValue('Götene'));
    expect(place).toHaveAttribute('aria-expanded', 'false');
  });

  it('looks the car up and shows it as the result of step 1, then step 2 of 4', async () => {
    const get = fakeBff();
    const user = userEvent.setup();
    render(ui());
    await user.type(screen.getByRole('textbox', { name: 'Registreringsnummer' }), 'abc123');
    await choosePlace(user);
    await user.click(screen.getByRole('button', { name: 'Fortsätt' }));

    const step2 = await screen.findByRole('heading', { level: 2, name: /Steg 2\/4/ });
    expect(step2).toHaveFocus();
    expect(get).toHaveBeenCalledWith(expect.objectContaining({ url: '/api/mechmate/car/ABC123' }));
    // The passed step's summary loads with the later steps' code.
    expect(await screen.findByText('Volvo XC60, årsmodell 2019')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /Klart.*Steg 1\/4/ })).toBeInTheDocument();

    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem(BOOKING_STORAGE_KEY)!)).toMatchObject({
        registrationNumber: 'ABC123',
        car: { brand: 'Volvo' },
        location: { name: 'Göteborg', placeId: 'se-goteborg' },
        region: 'Västra Götaland',
        bookingState: 2,
        maxBookingState: 4,
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Ändra: Registreringsnummer och ort' }));
    expect(screen.getByRole('textbox', { name: 'Registreringsnummer' })).toHaveValue('ABC123');
    expect(screen.getByRole('combobox', { name: 'Ort' })).toHaveValue('Göteborg');
  });

  it.each([
    ['ZZZ99Z', 'Fordonet hittades inte, kontrollera att registreringsnumret är korrekt'],
    ['QQ1', 'Ogiltigt registreringsnummer, kontrollera att registreringsnumret är korrekt'],
    ['POR911', 'Du bokar din service, däckbyte och verkstad för Porsche via länken högst upp på sidan.'],
  ])('%s stops at step 1 with "%s"', async (regNo, message) => {
    fakeBff();
    const user = userEvent.setup();
    render(ui());
    await user.type(screen.getByRole('textbox', { name: 'Registreringsnummer' }), regNo);
    await choosePlace(user);
    await user.click(screen.getByRole('button', { name: 'Fortsätt' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('heading', { name: /Steg 2/ })).not.toBeInTheDocument();
  });

  it('shows the generic message when the BFF cannot be reached', async () => {
    const get = fakeBff();
    const user = userEvent.setup();
    render(ui());
    await user.type(screen.getByRole('textbox', { name: 'Registreringsnummer' }), 'ABC123');
    await choosePlace(user);
    get.mockRejectedValue(new Error('Network Error'));
    await user.click(screen.getByRole('button', { name: 'Fortsätt' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Något gick fel, försök igen');
  });
});

describe('session storage and hydration', () => {
  const stored = {
    registrationNumber: 'ABC123',
    location: { name: 'Göteborg', latitude: 57.7089, longitude: 11.9746, placeId: 'se-goteborg', region: 'Västra Götaland' },
    lat: 57.7089,
    lng: 11.9746,
    region: 'Västra Götaland',
    car: { registrationNumber: 'ABC123', brand: 'Volvo', model: 'XC60', buildYear: 2019, hasServiceAgreement: true, isSupported: true },
    milage: null,
    bookingState: 2,
    displayState: 1,
    maxBookingState: 4,
    services: {},
    bookingInfo: { addons: null, workshop: null, timeSlot: null, id: null },
  };

  it('hydrates the server HTML without a mismatch, then restores the stored booking', async () => {
    fakeBff();
    sessionStorage.setItem(BOOKING_STORAGE_KEY, JSON.stringify(stored));
    const { html, container } = await serverRenderThenHydrate(ui(), { server: ui() });
    expect(html).toContain('Steg 1/5');
    expect(html).not.toContain('Volvo');
    expect(within(container).getByText('Volvo XC60, årsmodell 2019')).toBeInTheDocument();
    expect(within(container).getByRole('heading', { name: /Steg 2\/4/ })).toBeInTheDocument();
    container.remove();
  });

  it('does not touch session storage while rendering on the server', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem');
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    renderToString(ui());
    expect(getItem).not.toHaveBeenCalled();
    expect(setItem).not.toHaveBeenCalled();
  });

  it('prefills the registration number from props and prefers it over a different stored car', async () => {
    sessionStorage.setItem(BOOKING_STORAGE_KEY, JSON.stringify(stored));
    render(ui({ registrationNumber: 'DEF456' }));
    expect(screen.getByRole('textbox', { name: 'Registreringsnummer' })).toHaveValue('DEF456');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Ort' })).toHaveValue('Göteborg'));
    expect(screen.queryByText(/Volvo/)).not.toBeInTheDocument();
  });
});
