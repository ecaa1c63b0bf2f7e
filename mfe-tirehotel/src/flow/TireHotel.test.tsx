import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '@showroom/ui';
import { fakeBff as answerBffCalls, type FakeBffAnswer, serverRenderThenHydrate } from '@showroom/test-kit';
import { TIRE_HOTEL_STORAGE_KEY } from './tireHotelSession';
import { TireHotel } from './TireHotel';

const customer = { encryptedPhoneNumber: 'c2FuZGJveDowNzAxMjM0NTEy', obfuscatedPhoneNumber: '07*****12', regNo: 'ABC123' };

type Props = { site?: 'dealergroup-se' | 'carstore-se'; regNo?: string };
const ui = ({ site = 'dealergroup-se', regNo }: Props = {}) => (
  <ThemeRoot theme="dealergroup">
    <TireHotel site={site} language="sv" apiBase="" {...(regNo ? { regNo } : {})} />
  </ThemeRoot>
);

/** Test double of the BFF search route, answering like the sandbox: ABC123 has an agreement. */
function fakeBff(answer?: FakeBffAnswer) {
  return answerBffCalls((request) => {
    const url = new URL(request.url, 'http://bff.test');
    if (url.pathname !== '/api/tirehotel/authorization/search') throw new Error(`unexpected ${request.method} ${request.url}`);
    return answer ?? (url.searchParams.get('regNo') === 'ABC123' ? { status: 200, body: customer } : { status: 404, body: { message: 'No agreement' } });
  });
}

beforeEach(() => sessionStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('Search', () => {
  it('normalises the registration number and enables continue at 2 characters', async () => {
    fakeBff();
    const user = userEvent.setup();
    render(ui());
    expect(screen.getByText('Ange registreringsnumret på din bil för att se ditt däckhotellsavtal.')).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Registreringsnummer' });
    const next = screen.getByRole('button', { name: 'Fortsätt' });
    await user.type(field, 'a ');
    expect(field).toHaveValue('A');
    expect(next).toBeDisabled();
    await user.type(field, 'b c 12345');
    expect(field).toHaveValue('ABC1234');
    expect(next).toBeEnabled();
  });

  it('submits with Enter and shows the Login screen with the obfuscated number', async () => {
    const get = fakeBff();
    const user = userEvent.setup();
    render(ui());
    await user.type(screen.getByRole('textbox', { name: 'Registreringsnummer' }), 'abc 123{Enter}');
    const lead = await screen.findByText('Vi skickar en kod till 07*****12.');
    expect(lead).toHaveFocus();
    expect(get).toHaveBeenCalledWith(expect.objectContaining({ method: 'GET', url: '/api/tirehotel/authorization/search?regNo=ABC123' }));
    const send = screen.getByRole('button', { name: 'Skicka kod' });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription('Inloggning med kod kommer snart.');
    expect(screen.getByRole('link', { name: 'Kontakta oss' })).toHaveAttribute('href', 'mailto:dackhotell@dealergroup.example');
    await waitFor(() => expect(JSON.parse(sessionStorage.getItem(TIRE_HOTEL_STORAGE_KEY)!)).toEqual({ customer }));

    await user.click(screen.getByRole('button', { name: 'Sök på ett annat registreringsnummer' }));
    expect(screen.getByRole('textbox', { name: 'Registreringsnummer' })).toHaveValue('ABC123');
    await waitFor(() => expect(sessionStorage.getItem(TIRE_HOTEL_STORAGE_KEY)).toBeNull());
  });

  it('says there is no agreement on 404, with a link to book service', async () => {
    fakeBff();
    const user = userEvent.setup();
    render(ui());
    await user.type(screen.getByRole('textbox', { name: 'Registreringsnummer' }), 'XYZ789');
    await user.click(screen.getByRole('button', { name: 'Fortsätt' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Vi hittar inget däckhotellsavtal för detta registreringsnummer.');
    expect(within(alert).getByRole('link', { name: 'Boka service' })).toHaveAttribute('href', '/service-och-verkstad/boka-service');
  });

  it('leaves the link out on a site without service booking', async () => {
    fakeBff();
    const user = userEvent.setup();
    render(ui({ site: 'carstore-se' }));
    await user.type(screen.getByRole('textbox', { name: 'Registreringsnummer' }), 'XYZ789{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Vi hittar inget däckhotellsavtal för detta registreringsnummer.');
    expect(within(alert).queryByRole('link')).not.toBeInTheDocument();
  });

  it.each([
    ['a 502', { status: 502, body: { error: 'tirehotel is not available right now' } }],
    ['a 400', { status: 400, body: { error: 'invalid request' } }],
  ])('shows the generic failure on %s', async (_, answer) => {
    fakeBff(answer);
    const user = userEvent.setup();
    render(ui());
    await user.type(screen.getByRole('textbox', { name: 'Registreringsnummer' }), 'ABC123{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Något gick fel, var god och försök senare.');
  });

  it('shows the contact e-mail in the footer on every step', async () => {
    fakeBff();
    const user = userEvent.setup();
    render(ui());
    expect(screen.getByRole('link', { name: 'dackhotell@dealergroup.example' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Registreringsnummer' }), 'ABC123{Enter}');
    await screen.findByText('Vi skickar en kod till 07*****12.');
    expect(screen.getByRole('link', { name: 'dackhotell@dealergroup.example' })).toHaveAttribute('href', 'mailto:dackhotell@dealergroup.example');
  });
});

describe('prefill, session and hydration', () => {
  it('prefills the search from props', () => {
    render(ui({ regNo: 'ABC123' }));
    expect(screen.getByRole('textbox', { name: 'Registreringsnummer' })).toHaveValue('ABC123');
  });

  it('hydrates the server HTML without a mismatch, then resumes Login from the session', async () => {
    sessionStorage.setItem(TIRE_HOTEL_STORAGE_KEY, JSON.stringify({ customer }));
    const { html, container } = await serverRenderThenHydrate(ui(), { server: ui() });
    expect(html).toContain('Fortsätt');
    expect(html).not.toContain('07*****12');
    expect(within(container).getByText('Vi skickar en kod till 07*****12.')).toBeInTheDocument();
    container.remove();
  });

  it('starts a fresh search when the URL names another car than the session', async () => {
    sessionStorage.setItem(TIRE_HOTEL_STORAGE_KEY, JSON.stringify({ customer }));
    render(ui({ regNo: 'XYZ789' }));
    await waitFor(() => expect(sessionStorage.getItem(TIRE_HOTEL_STORAGE_KEY)).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Registreringsnummer' })).toHaveValue('XYZ789');
  });
});
