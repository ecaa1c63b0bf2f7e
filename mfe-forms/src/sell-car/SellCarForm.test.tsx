import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoot } from 'react-dom/client';
import { postComhubForm } from '@showroom/api-client';
import { formsRemote, type SellCarFormProps } from '@showroom/contracts';
import { getEventBus, resetEventBusForTests } from '@showroom/event-bus';
import { ThemeRoot } from '@showroom/ui';
import { serverRenderThenHydrate } from '@showroom/test-kit';
import { SellCarForm } from './SellCarForm';

// The network edge only: the form, schema and body building run for real.
jest.mock('@showroom/api-client', () => ({ ...jest.requireActual<object>('@showroom/api-client'), postComhubForm: jest.fn() }));
const post = postComhubForm as jest.MockedFunction<typeof postComhubForm>;

const schema = formsRemote.modules.SellCarForm.props;
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const props = (overrides: Partial<SellCarFormProps> = {}): SellCarFormProps =>
  schema.parse({ site: 'carstore-se', language: 'sv', ...overrides });

const ui = (p: SellCarFormProps) => (
  <ThemeRoot theme="carstore">
    <SellCarForm {...p} />
  </ThemeRoot>
);

async function fillIn(user: ReturnType<typeof userEvent.setup>, scope = screen) {
  await user.type(scope.getByLabelText('Namn'), ' Anna Svensson ');
  await user.type(scope.getByLabelText('Telefonnummer'), '+46 70 123 45 67');
  await user.type(scope.getByLabelText('E-postadress'), 'anna@exempel.se');
  await user.click(scope.getByRole('radio', { name: 'Byta in bilen' }));
}

let pushes: unknown[];
beforeEach(() => {
  post.mockReset();
  resetEventBusForTests();
  pushes = [];
  getEventBus().observe('dataLayer').subscribe((e) => pushes.push(e));
});

describe('SellCarForm', () => {
  it('renders from schema-valid props: heading, three labelled fields and the two choices', () => {
    render(ui(props()));
    expect(screen.getByRole('heading', { level: 1, name: 'Sälj din bil' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Namn' })).toHaveAttribute('autocomplete', 'name');
    expect(screen.getByRole('textbox', { name: 'Telefonnummer' })).toHaveAttribute('type', 'tel');
    expect(screen.getByRole('textbox', { name: 'E-postadress' })).toHaveAttribute('type', 'email');
    const group = screen.getByRole('group', { name: 'Vad vill du göra?' });
    expect(within(group).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['sellCar', 'tradeInCar']);
  });

  it('announces every missing field, focuses the first, and sends nothing', async () => {
    const user = userEvent.setup();
    render(ui(props()));
    await user.click(screen.getByRole('button', { name: 'Skicka' }));
    // Name, phone and e-mail: the sell/trade-in choice is not required (spec 3 §5.2).
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Fältet måste fyllas i', 'Fältet måste fyllas i', 'Fältet måste fyllas i']);
    expect(screen.getByLabelText('Namn')).toHaveFocus();
    expect(screen.getByLabelText('Namn')).toHaveAccessibleDescription('Fältet måste fyllas i');
    expect(post).not.toHaveBeenCalled();
  });

  it('sends the form without a sell/trade-in choice, and the body then carries no choice (spec 3 §5.2)', async () => {
    const user = userEvent.setup();
    post.mockResolvedValue(true);
    render(ui(props()));
    await user.type(screen.getByLabelText('Namn'), 'Anna Svensson');
    await user.type(screen.getByLabelText('Telefonnummer'), '070 123 45 67');
    await user.type(screen.getByLabelText('E-postadress'), 'anna@exempel.se');
    await user.click(screen.getByRole('button', { name: 'Skicka' }));
    expect(await screen.findByRole('heading', { name: 'Tack för din förfrågan!' })).toHaveFocus();
    expect(post.mock.calls[0]?.[1].values).toEqual({ customerName: 'Anna Svensson', customerPhone: '070 123 45 67', customerEmail: 'anna@exempel.se' });
  });

  it('tells a malformed phone and e-mail apart from missing ones', async () => {
    const user = userEvent.setup();
    render(ui(props()));
    await user.type(screen.getByLabelText('Namn'), 'Anna');
    await user.type(screen.getByLabelText('Telefonnummer'), '070-123');
    await user.type(screen.getByLabelText('E-postadress'), 'anna@exempel');
    await user.click(screen.getByRole('radio', { name: 'Sälja bilen' }));
    await user.click(screen.getByRole('button', { name: 'Skicka' }));
    expect(screen.getByLabelText('Telefonnummer')).toHaveAccessibleDescription('Ange ett giltigt telefonnummer');
    expect(screen.getByLabelText('E-postadress')).toHaveAccessibleDescription('Ange en giltig e-postadress');
    expect(post).not.toHaveBeenCalled();
  });

  it('disables everything while sending, then thanks the visitor and moves focus to the thanks', async () => {
    const user = userEvent.setup();
    const answer = deferred<boolean>();
    post.mockReturnValue(answer.promise);
    render(ui(props({ apiBase: 'https://carstore.se' })));
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Skicka' }));

    expect(screen.getByRole('button', { name: 'Skicka' })).toBeDisabled();
    for (const field of [...screen.getAllByRole('textbox'), ...screen.getAllByRole('radio')]) expect(field).toBeDisabled();
    expect(post).toHaveBeenCalledTimes(1);
    const [apiBase, body] = post.mock.calls[0]!;
    expect(apiBase).toBe('https://carstore.se');
    expect(body).toEqual({
      formName: 'carstore-seSellCarForm',
      formSubmissionId: expect.stringMatching(UUID_V4),
      values: { customerName: 'Anna Svensson', customerPhone: '+46 70 123 45 67', customerEmail: 'anna@exempel.se', option: 'tradeInCar' },
    });

    await act(async () => answer.resolve(true));
    const thanks = screen.getByRole('heading', { name: 'Tack för din förfrågan!' });
    expect(thanks).toHaveFocus();
    expect(screen.getByText('Vi kontaktar dig så snart som möjligt.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(pushes).toEqual([{ event: 'form_submit', form: 'sell-car', site: 'carstore-se' }]);
  });

  it('shows the error line on failure, keeps what was typed, and can be sent again', async () => {
    const user = userEvent.setup();
    post.mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    render(ui(props()));
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Skicka' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Något gick fel när formuläret skulle skickas. Försök igen senare.');
    expect(screen.getByLabelText('Namn')).toHaveValue(' Anna Svensson ');
    expect(screen.getByLabelText('Telefonnummer')).toHaveValue('+46 70 123 45 67');
    expect(screen.getByLabelText('E-postadress')).toHaveValue('anna@exempel.se');
    expect(screen.getByRole('radio', { name: 'Byta in bilen' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Skicka' })).toBeEnabled();
    expect(pushes).toEqual([{ event: 'form_error', form: 'sell-car', site: 'carstore-se' }]);

    await user.click(screen.getByRole('button', { name: 'Skicka' }));
    expect(await screen.findByRole('heading', { name: 'Tack för din förfrågan!' })).toHaveFocus();
    expect(post).toHaveBeenCalledTimes(2);
    const [first, second] = post.mock.calls.map((c) => c[1]);
    expect(second?.values).toEqual(first?.values);
    // The same fill keeps its id across a retry, so the BFF stores it once.
    expect(second?.formSubmissionId).toBe(first?.formSubmissionId);
  });

  it('speaks the page language', () => {
    render(ui(props({ site: 'premium-uk', language: 'en' })));
    expect(screen.getByRole('radio', { name: 'Part-exchange my car' })).toBeInTheDocument();
  });

  it('works inside a partner page shadow root, with its styles kept inside it', async () => {
    const user = userEvent.setup();
    post.mockResolvedValue(true);
    const headStyles = document.head.querySelectorAll('style').length;
    const host = document.createElement('showroom-test-embed');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const mount = document.createElement('div');
    shadow.append(mount);
    const root = createRoot(mount);
    await act(async () =>
      root.render(
        <CacheProvider value={createCache({ key: 'sr-embed', container: shadow as unknown as Node, speedy: false })}>
          <ThemeRoot theme="carstore" scope="shadow">
            <SellCarForm {...props({ site: 'carstore-fi', language: 'fi', apiBase: 'https://carstore.fi' })} />
          </ThemeRoot>
        </CacheProvider>,
      ),
    );
    const scope = within(mount);
    expect(scope.getByRole('heading', { name: 'Myy autosi' })).toBeInTheDocument();
    // Everything the form renders and styles stays in the shadow root.
    expect(document.body.textContent).toBe('');
    expect(document.head.querySelectorAll('style')).toHaveLength(headStyles);
    expect(shadow.querySelectorAll('style').length).toBeGreaterThan(0);

    await user.type(scope.getByLabelText('Nimi'), 'Aino');
    await user.type(scope.getByLabelText('Puhelinnumero'), '040 123 4567');
    await user.type(scope.getByLabelText('Sähköpostiosoite'), 'aino@esimerkki.fi');
    await user.click(scope.getByRole('radio', { name: 'Myydä autoni' }));
    await user.click(scope.getByRole('button', { name: 'Lähetä' }));
    expect(await scope.findByRole('heading', { name: 'Kiitos yhteydenotostasi!' })).toBeInTheDocument();
    expect(post.mock.calls[0]?.[1].formName).toBe('carstore-fiSellCarForm');
    act(() => root.unmount());
    host.remove();
  });
});

describe('SellCarForm, the full variant (spec 3 §2.5, §5.2)', () => {
  const full = () => props({ site: 'carstore-no', language: 'nb', variant: 'full' });

  it('has regno, milage, the customer, the choice, other, submit and a footnote', () => {
    render(ui(full()));
    expect(screen.getAllByRole('textbox').map((field) => field.getAttribute('name'))).toEqual(['regno', 'milage', 'customerName', 'customerPhone', 'customerEmail', 'other']);
    expect(screen.getByRole('group', { name: 'Hva vil du gjøre?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
    expect(screen.getByText('Vi bruker opplysningene dine bare til å kontakte deg om bilen din.')).toBeInTheDocument();
  });

  it('requires regno, milage, the customer and the choice, refuses a milage of -1, and sends nothing', async () => {
    const user = userEvent.setup();
    render(ui(full()));
    await user.type(screen.getByLabelText('Kilometerstand'), '-1');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByLabelText('Registreringsnummer')).toHaveAccessibleDescription('Feltet må fylles ut');
    expect(screen.getByLabelText('Kilometerstand')).toHaveAccessibleDescription('Oppgi kilometerstanden som et heltall, 0 eller mer');
    expect(screen.getByLabelText('Navn')).toHaveAccessibleDescription('Feltet må fylles ut');
    expect(screen.getByRole('group', { name: 'Hva vil du gjøre?' })).toHaveAccessibleDescription('Feltet må fylles ut');
    expect(screen.getByLabelText('Registreringsnummer')).toHaveFocus();
    expect(post).not.toHaveBeenCalled();
  });

  it('is filled and sent by keyboard alone; a milage of 0 is taken; the body carries every field', async () => {
    const user = userEvent.setup();
    post.mockResolvedValue(true);
    render(ui(full()));
    await user.tab();
    expect(screen.getByLabelText('Registreringsnummer')).toHaveFocus();
    await user.keyboard('AB 12345');
    await user.tab();
    await user.keyboard('0');
    await user.tab();
    await user.keyboard('Kari Nordmann');
    await user.tab();
    await user.keyboard('912 34 567');
    await user.tab();
    await user.keyboard('kari@eksempel.no');
    await user.tab();
    // Into the radio group: space picks the focused one, the arrow moves to the other.
    await user.keyboard(' ');
    await user.keyboard('{ArrowRight}');
    await user.tab();
    await user.keyboard('Vinterdekk følger med');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Takk for din henvendelse!' })).toHaveFocus();
    expect(post.mock.calls[0]?.[1]).toEqual({
      formName: 'carstore-noSellCarForm',
      formSubmissionId: expect.stringMatching(UUID_V4),
      values: { regno: 'AB 12345', milage: '0', other: 'Vinterdekk følger med', customerName: 'Kari Nordmann', customerPhone: '912 34 567', customerEmail: 'kari@eksempel.no', option: 'tradeInCar' },
    });
    expect(pushes).toEqual([{ event: 'form_submit', form: 'sell-car-full', site: 'carstore-no' }]);
  });

  it("keeps what the visitor typed and chose in the server's HTML before the form's code arrived, and sends it", async () => {
    post.mockResolvedValue(true);
    const { container } = await serverRenderThenHydrate(ui(full()), {
      beforeHydrate: (html) => {
        const field = (name: string) => html.querySelector<HTMLInputElement & HTMLTextAreaElement>(`[name="${name}"]`)!;
        // The server's markup starts empty and unchosen; the visitor fills it in before the code has hydrated it.
        expect([field('regno').value, field('customerName').value, html.querySelector<HTMLInputElement>('input[value="sellCar"]')!.checked]).toEqual(['', '', false]);
        field('regno').value = 'AB 12345';
        field('milage').value = '12000';
        field('customerName').value = 'Kari Nordmann';
        field('customerPhone').value = '912 34 567';
        field('customerEmail').value = 'kari@eksempel.no';
        html.querySelector<HTMLInputElement>('input[value="sellCar"]')!.checked = true;
        field('other').value = 'Vinterdekk';
      },
    });
    try {
      await userEvent.setup().click(within(container).getByRole('button', { name: 'Send' }));
      expect(await within(container).findByRole('heading', { name: 'Takk for din henvendelse!' })).toBeInTheDocument();
      expect(post.mock.calls[0]?.[1].values).toEqual({ regno: 'AB 12345', milage: '12000', other: 'Vinterdekk', customerName: 'Kari Nordmann', customerPhone: '912 34 567', customerEmail: 'kari@eksempel.no', option: 'sellCar' });
    } finally {
      container.remove();
    }
  });

  it('shows the error line when the BFF does not answer 202', async () => {
    const user = userEvent.setup();
    post.mockResolvedValue(false);
    render(ui(full()));
    await user.type(screen.getByLabelText('Registreringsnummer'), 'AB 12345');
    await user.type(screen.getByLabelText('Kilometerstand'), '12000');
    await user.type(screen.getByLabelText('Navn'), 'Kari');
    await user.type(screen.getByLabelText('Telefonnummer'), '912 34 567');
    await user.type(screen.getByLabelText('E-postadresse'), 'kari@eksempel.no');
    await user.click(screen.getByRole('radio', { name: 'Selge bilen' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Noe gikk galt da skjemaet skulle sendes. Prøv igjen senere.');
  });
});
