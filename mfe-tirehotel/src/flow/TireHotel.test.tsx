import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '@showroom/ui';
import { fakeBff as answerBffCalls, type FakeBffAnswer, serverRenderThenHydrate } from '@showroom/test-kit';
import type { BookingStepProps } from '../booking/BookingStep';
import type { ConfirmationStepProps } from '../confirmation/ConfirmationStep';
import { getEventBus } from '@showroom/event-bus';
import { resetFormInteractions } from './formInteraction';
import { TIRE_HOTEL_STORAGE_KEY } from './sessionWrite';
import { confirmation, credentials, customer, validated, vehicle } from './testData';
import { TireHotel } from './TireHotel';

// Booking and Confirmation are helper components with their own tests; here they stand in with their props.
jest.mock('../booking/BookingStep', () => ({
  BookingStep: (props: BookingStepProps) => (
    <div>
      <h2>Boka hjulskifte (test)</h2>
      <p>token {props.token}, workshop {props.vehicle.location.erpId}</p>
      <button type="button" onClick={props.onBack}>
        Tillbaka
      </button>
      <button type="button" onClick={() => props.onBooked(jest.requireActual('./testData').confirmation)}>
        Boka
      </button>
    </div>
  ),
}));
jest.mock('../confirmation/ConfirmationStep', () => ({
  ConfirmationStep: (props: ConfirmationStepProps) => (
    <div>
      <h2>Tack (test)</h2>
      <p>{props.confirmation.bookingConfirmationId}</p>
      <button type="button" onClick={props.onAnotherCar}>
        Boka för en annan bil
      </button>
    </div>
  ),
}));

// The address the site's content configuration gives (the sandbox's dealergroup-se value).
const CONTACT = 'dackhotell@dealergroup.se';

type Props = { site?: 'dealergroup-se' | 'carstore-se'; regNo?: string; contactEmail?: string | null };
const ui = ({ site = 'dealergroup-se', regNo, contactEmail = CONTACT }: Props = {}) => (
  <ThemeRoot theme="dealergroup">
    <TireHotel site={site} language="sv" apiBase="" {...(regNo ? { regNo } : {})} {...(contactEmail ? { contactEmail } : {})} />
  </ThemeRoot>
);

type Answers = { search?: FakeBffAnswer; login?: FakeBffAnswer[]; validate?: FakeBffAnswer[] };

/** Test double of the BFF's tire-hotel routes, answering like the sandbox: ABC123 has an agreement, the code is 4821. */
function fakeBff(answers: Answers = {}) {
  const logins = [...(answers.login ?? [])];
  const validates = [...(answers.validate ?? [])];
  return answerBffCalls((request) => {
    const url = new URL(request.url, 'http://bff.test');
    switch (url.pathname) {
      case '/api/tirehotel/authorization/search':
        return answers.search ?? (url.searchParams.get('regNo') === 'ABC123' ? { status: 200, body: customer } : { status: 404, body: { message: 'No agreement' } });
      case '/api/tirehotel/authorization/login':
        return logins.shift() ?? { status: 200, body: credentials };
      case '/api/tirehotel/authorization/validate':
        return validates.shift() ?? ((request.body as { otpToken: string }).otpToken === '4821' ? { status: 200, body: validated() } : { status: 401, body: { message: 'Koden stämmer inte.' } });
      default:
        throw new Error(`unexpected ${request.method} ${request.url}`);
    }
  });
}

const regNoField = () => screen.getByRole('textbox', { name: 'Registreringsnummer' });
const box = (n: number) => screen.getByRole('textbox', { name: `Siffra ${n} av 4` });
const stored = () => JSON.parse(sessionStorage.getItem(TIRE_HOTEL_STORAGE_KEY) ?? 'null') as unknown;

beforeEach(() => {
  sessionStorage.clear();
  resetFormInteractions();
});
afterEach(() => jest.restoreAllMocks());

/** The data-layer events the flow puts on the page's bus from now on. */
function dataLayerEvents(): Record<string, unknown>[] {
  const events: Record<string, unknown>[] = [];
  const subscription = getEventBus().observe('dataLayer').subscribe((event) => events.push(event as Record<string, unknown>));
  afterEachCleanups.push(() => subscription.unsubscribe());
  return events;
}
const afterEachCleanups: (() => void)[] = [];
afterEach(() => afterEachCleanups.splice(0).forEach((cleanup) => cleanup()));

/** Search ABC123 and send the code: the flow on Validate. */
async function toValidate(user: ReturnType<typeof userEvent.setup>) {
  await user.type(regNoField(), 'abc 123{Enter}');
  await user.click(await screen.findByRole('button', { name: 'Skicka kod' }));
  return screen.findByRole('heading', { level: 2, name: 'Ange koden' });
}

describe('Search', () => {
  it('normalises the registration number and enables continue at 2 characters', async () => {
    fakeBff();
    const user = userEvent.setup();
    render(ui());
    expect(screen.getByText('Ange registreringsnumret på din bil för att se ditt däckhotellsavtal.')).toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Fortsätt' });
    await user.type(regNoField(), 'a ');
    expect(regNoField()).toHaveValue('A');
    expect(next).toBeDisabled();
    await user.type(regNoField(), 'b c 12345');
    expect(regNoField()).toHaveValue('ABC1234');
    expect(next).toBeEnabled();
  });

  it('submits with Enter and shows Login: the obfuscated number, the contact link, send code', async () => {
    const bff = fakeBff();
    const user = userEvent.setup();
    render(ui());
    await user.type(regNoField(), 'abc 123{Enter}');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Logga in' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(bff).toHaveBeenCalledWith(expect.objectContaining({ method: 'GET', url: '/api/tirehotel/authorization/search?regNo=ABC123' }));
    expect(screen.getByText('Vi skickar en kod med SMS till 07*****12.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kontakta oss' })).toHaveAttribute('href', 'mailto:dackhotell@dealergroup.se');
    expect(screen.getByRole('button', { name: 'Skicka kod' })).toBeEnabled();
    await waitFor(() => expect(stored()).toEqual({ customer }));

    await user.click(screen.getByRole('button', { name: 'Sök på ett annat registreringsnummer' }));
    expect(regNoField()).toHaveValue('ABC123');
    await waitFor(() => expect(sessionStorage.getItem(TIRE_HOTEL_STORAGE_KEY)).toBeNull());
  });

  it('says there is no agreement on 404, with a link to book service', async () => {
    fakeBff();
    const user = userEvent.setup();
    render(ui());
    await user.type(regNoField(), 'XYZ789');
    await user.click(screen.getByRole('button', { name: 'Fortsätt' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Vi hittar inget däckhotellsavtal för detta registreringsnummer.');
    expect(within(alert).getByRole('link', { name: 'Boka service' })).toHaveAttribute('href', '/service-och-verkstad/boka-service');
  });

  it('leaves the link out on a site without service booking', async () => {
    fakeBff();
    const user = userEvent.setup();
    render(ui({ site: 'carstore-se' }));
    await user.type(regNoField(), 'XYZ789{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Vi hittar inget däckhotellsavtal för detta registreringsnummer.');
    expect(within(alert).queryByRole('link')).not.toBeInTheDocument();
  });

  it.each([
    ['a 502', { status: 502, body: { error: 'tirehotel is not available right now' } }],
    ['a 400', { status: 400, body: { error: 'invalid request' } }],
  ])('shows the generic failure on %s', async (_, answer) => {
    fakeBff({ search: answer });
    const user = userEvent.setup();
    render(ui());
    await user.type(regNoField(), 'ABC123{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Något gick fel, var god och försök senare.');
  });

  it('shows the contact e-mail of the content configuration in the footer on every step', async () => {
    fakeBff();
    const user = userEvent.setup();
    render(ui());
    expect(screen.getByRole('contentinfo')).toContainElement(screen.getByRole('link', { name: CONTACT }));
    expect(screen.getByRole('link', { name: CONTACT })).toHaveAttribute('href', `mailto:${CONTACT}`);
    await toValidate(user);
    expect(screen.getByRole('link', { name: CONTACT })).toHaveAttribute('href', `mailto:${CONTACT}`);
  });

  it('shows no made-up address when the content configuration has none', async () => {
    fakeBff();
    const user = userEvent.setup();
    const { container } = render(ui({ contactEmail: null }));
    await user.type(regNoField(), 'ABC123{Enter}');
    await screen.findByRole('heading', { level: 2, name: 'Logga in' });
    expect(container.querySelector('a[href^="mailto:"]')).toBeNull();
    expect(container.textContent).not.toMatch(/@/);
  });
});

describe('Login', () => {
  it('sends the encrypted number in the body and goes to Validate, focus on its heading', async () => {
    const bff = fakeBff();
    const user = userEvent.setup();
    render(ui());
    const heading = await toValidate(user);
    await waitFor(() => expect(heading).toHaveFocus());
    expect(bff).toHaveBeenCalledWith(expect.objectContaining({ method: 'POST', url: '/api/tirehotel/authorization/login', body: { encryptedPhoneNumber: customer.encryptedPhoneNumber } }));
    expect(screen.getByText('Vi har skickat en kod med fyra siffror till 07*****12.')).toBeInTheDocument();
    await waitFor(() => expect(stored()).toEqual({ customer, credentials }));
  });

  it.each([
    ['422 (NOSMS1)', { status: 422, body: { message: 'Vi kunde inte skicka någon kod till ditt telefonnummer.' } }, 'Vi kunde inte skicka någon kod till ditt telefonnummer.'],
    ['429 with the BFF message', { status: 429, body: { message: 'Du har begärt för många koder. Vänta 15 minuter och försök igen.' } }, 'Du har begärt för många koder. Vänta 15 minuter och försök igen.'],
    ['429 without a body', { status: 429 }, 'För många försök. Vänta en stund och försök igen.'],
    ['502 without a message', { status: 502, body: { error: 'down' } }, 'Något gick fel, var god och försök senare.'],
  ])('shows the server message on %s and stays on Login', async (_, answer, text) => {
    fakeBff({ login: [answer] });
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(ui());
    await user.type(regNoField(), 'ABC123{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Skicka kod' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('heading', { level: 2, name: 'Logga in' })).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/^\[tire hotel\] login: failure/));
  });
});

describe('Validate', () => {
  it('logs in with the code: LoggedIn with focus on the vehicle, session stored, log-out in the footer', async () => {
    const bff = fakeBff();
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(ui());
    await toValidate(user);
    expect(screen.queryByRole('button', { name: 'Logga ut' })).not.toBeInTheDocument();
    const verify = screen.getByRole('button', { name: 'Verifiera kod' });
    expect(verify).toBeDisabled();
    await user.click(box(1));
    await user.keyboard('4821');
    expect(verify).toBeEnabled();
    await user.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Volvo XC60' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(bff).toHaveBeenCalledWith(expect.objectContaining({ url: '/api/tirehotel/authorization/validate', body: { authToken: credentials.authorizationToken, otpToken: '4821' } }));
    expect(screen.getByRole('button', { name: 'Logga ut' })).toBeInTheDocument();
    await waitFor(() => expect(stored()).toEqual({ customer, credentials, validated: validated() }));
    expect(info).toHaveBeenCalledWith('[tire hotel] validate: success');
  });

  it('shows the server message for a wrong code, empties the boxes, and sends a new code on request', async () => {
    const bff = fakeBff({ login: [{ status: 200, body: credentials }, { status: 200, body: { authorizationToken: 'tok_second_login_0001' } }] });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(ui());
    await toValidate(user);
    await user.click(box(1));
    await user.paste('1111');
    await user.click(screen.getByRole('button', { name: 'Verifiera kod' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Koden stämmer inte.');
    expect(box(1)).toHaveValue('');
    await waitFor(() => expect(box(1)).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Skicka en ny kod' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Vi har skickat en ny kod.');
    expect(bff.mock.calls.filter(([r]) => r.url === '/api/tirehotel/authorization/login')).toHaveLength(2);
    await user.click(box(1));
    await user.keyboard('4821{Enter}');
    await screen.findByRole('heading', { level: 2, name: 'Volvo XC60' });
    // The second login's token went with the code.
    expect(bff).toHaveBeenLastCalledWith(expect.objectContaining({ body: { authToken: 'tok_second_login_0001', otpToken: '4821' } }));
  });

  it('does not log in on an answer with a status other than 0', async () => {
    fakeBff({ validate: [{ status: 200, body: { status: 3, vehicles: [vehicle()] } }] });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(ui());
    await toValidate(user);
    await user.click(box(1));
    await user.keyboard('4821{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Inloggningen gick inte att slutföra. Skicka en ny kod och försök igen.');
    expect(screen.getByRole('heading', { level: 2, name: 'Ange koden' })).toBeInTheDocument();
  });
});

/** Straight to LoggedIn through a stored session (status 0). */
function loggedIn(statuses?: [number, number, number, number]) {
  sessionStorage.setItem(TIRE_HOTEL_STORAGE_KEY, JSON.stringify({ customer, credentials, validated: validated(vehicle(statuses)) }));
  fakeBff();
  const user = userEvent.setup();
  render(ui());
  return user;
}

describe('LoggedIn', () => {
  it('shows vehicle, regNo, tires, workshop and package; no replacement warning when all tires are fine', async () => {
    loggedIn();
    await screen.findByRole('heading', { level: 2, name: 'Volvo XC60' });
    expect(screen.getByText('Volvo XC60 · Registreringsnummer ABC123')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Boka hjulskifte' })).toBeInTheDocument();
    expect(screen.queryByText('Dags att byta däck')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Varning' })).not.toBeInTheDocument();
    const tires = within(screen.getByRole('region', { name: 'Dina inlagrade däck' })).getAllByRole('listitem');
    expect(tires.map((li) => within(li).getByRole('heading', { level: 4 }).textContent)).toEqual(['Vänster fram', 'Höger fram', 'Vänster bak', 'Höger bak']);
    expect(tires[0]).toHaveTextContent('235/55 R18');
    expect(tires[0]).toHaveTextContent('6.1 mm');
    const station = screen.getByRole('region', { name: 'Din serviceverkstad' });
    expect(station).toHaveTextContent('Bilhallen Göteborg');
    expect(station).toHaveTextContent('Däck');
    // "031-123 45 67": the digits of the number.
    expect(within(station).getByRole('link', { name: '031-123 45 67' })).toHaveAttribute('href', 'tel:0311234567');
    expect(within(station).getByRole('link', { name: 'dack.gbg@example.se' })).toHaveAttribute('href', 'mailto:dack.gbg@example.se');
    expect(screen.getByRole('region', { name: 'Ditt däckhotellspaket' })).toHaveTextContent('Paketnivå: Standard');
    expect(screen.getByRole('button', { name: 'Logga ut' })).toBeInTheDocument();
  });

  it('warns of a replacement for tread status 1, with the icon on that tire only', async () => {
    loggedIn([0, 1, 0, 0]);
    expect(await screen.findByRole('region', { name: 'Varning Dags att byta däck' })).toHaveTextContent('Minst ett av dina däck har lågt mönsterdjup');
    const tires = within(screen.getByRole('region', { name: 'Dina inlagrade däck' })).getAllByRole('listitem');
    expect(tires.map((li) => within(li).queryAllByRole('img', { name: 'Varning' }).length)).toEqual([0, 1, 0, 0]);
  });

  it('shows the icon but no replacement card for a status above 1', async () => {
    loggedIn([0, 0, 2, 0]);
    await screen.findByRole('heading', { level: 2, name: 'Volvo XC60' });
    expect(screen.queryByText('Dags att byta däck')).not.toBeInTheDocument();
    const tires = within(screen.getByRole('region', { name: 'Dina inlagrade däck' })).getAllByRole('listitem');
    expect(tires.map((li) => within(li).queryAllByRole('img', { name: 'Varning' }).length)).toEqual([0, 0, 1, 0]);
  });

  it('books: Booking gets the vehicle and token, Back returns, a booking goes to Confirmation with the purchase', async () => {
    const events = dataLayerEvents();
    const user = loggedIn();
    await user.click(await screen.findByRole('button', { name: 'Boka hjulskifte' }));
    const booking = await screen.findByRole('heading', { level: 2, name: 'Boka hjulskifte (test)' });
    await waitFor(() => expect(booking).toHaveFocus());
    expect(screen.getByText(`token ${credentials.authorizationToken}, workshop SE-GBG-1`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tillbaka' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Volvo XC60' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Boka hjulskifte' }));
    await user.click(await screen.findByRole('button', { name: 'Boka' }));
    expect(await screen.findByText('TH-1001')).toBeInTheDocument();
    expect(events.filter((e) => e.event === 'purchase')).toEqual([{ event: 'purchase', transactionId: 'TH-1001', currency: 'SEK', value: 0, items: ['tireHotelWheelChange'] }]);
    await waitFor(() => expect(stored()).toEqual({ customer, credentials, validated: validated(), confirmation }));
    await user.click(screen.getByRole('button', { name: 'Boka för en annan bil' }));
    expect(regNoField()).toHaveValue('');
    await waitFor(() => expect(sessionStorage.getItem(TIRE_HOTEL_STORAGE_KEY)).toBeNull());
  });

  it.each(['Logga ut', 'Boka tid för en annan bil'])('"%s" clears the session and returns to an empty Search', async (name) => {
    const user = loggedIn();
    await screen.findByRole('heading', { level: 2, name: 'Volvo XC60' });
    await user.click(screen.getByRole('button', { name }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Hitta ditt däckhotellsavtal' })).toHaveFocus());
    expect(regNoField()).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Logga ut' })).not.toBeInTheDocument();
    await waitFor(() => expect(sessionStorage.getItem(TIRE_HOTEL_STORAGE_KEY)).toBeNull());
  });
});

describe('prefill, session, hydration and the data layer', () => {
  it('prefills the search from props', () => {
    render(ui({ regNo: 'ABC123' }));
    expect(regNoField()).toHaveValue('ABC123');
  });

  it('hydrates the server HTML (Search) without a mismatch, then jumps to LoggedIn from a session with status 0', async () => {
    sessionStorage.setItem(TIRE_HOTEL_STORAGE_KEY, JSON.stringify({ customer, credentials, validated: validated() }));
    const { html, container } = await serverRenderThenHydrate(ui(), { server: ui() });
    expect(html).toContain('Fortsätt');
    expect(html).not.toContain('Volvo XC60');
    expect(await within(container).findByRole('heading', { level: 2, name: 'Volvo XC60' })).toBeInTheDocument();
    container.remove();
  });

  it('starts at Search from a corrupt session, and removes it', async () => {
    sessionStorage.setItem(TIRE_HOTEL_STORAGE_KEY, JSON.stringify({ customer, credentials, validated: { status: 0, vehicles: 'none' } }));
    render(ui());
    await waitFor(() => expect(sessionStorage.getItem(TIRE_HOTEL_STORAGE_KEY)).toBeNull());
    expect(regNoField()).toBeInTheDocument();
  });

  it('starts a fresh search when the URL names another car than the session', async () => {
    sessionStorage.setItem(TIRE_HOTEL_STORAGE_KEY, JSON.stringify({ customer }));
    render(ui({ regNo: 'XYZ789' }));
    await waitFor(() => expect(sessionStorage.getItem(TIRE_HOTEL_STORAGE_KEY)).toBeNull());
    expect(regNoField()).toHaveValue('XYZ789');
  });

  it('tracks steps 1-4 as they are entered, and each form interaction once', async () => {
    fakeBff();
    const events = dataLayerEvents();
    const user = userEvent.setup();
    render(ui());
    await toValidate(user);
    await user.click(box(1));
    await user.keyboard('4821{Enter}');
    await screen.findByRole('heading', { level: 2, name: 'Volvo XC60' });
    expect(events.filter((e) => e.event === 'tireHotelStep').map((e) => e.step)).toEqual([1, 2, 3, 4]);
    // "abc 123" typed: 7 changes, one event; one click on send; four digits, one event.
    expect(events.filter((e) => e.event === 'tireHotelFormInteraction').map((e) => e.form)).toEqual(['search', 'login', 'validate']);
  });
});
