import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { postComhubForm } from '@showroom/api-client';
import { formsRemote, type WorkshopBookingFormProps } from '@showroom/contracts';
import { getEventBus, resetEventBusForTests } from '@showroom/event-bus';
import { ThemeRoot } from '@showroom/ui';
import { serverRenderThenHydrate } from '@showroom/test-kit';
import { WorkshopBookingForm } from './WorkshopBookingForm';

// The network edge only: the form, its schema and the body building run for real.
jest.mock('@showroom/api-client', () => ({ ...jest.requireActual<object>('@showroom/api-client'), postComhubForm: jest.fn() }));
const post = postComhubForm as jest.MockedFunction<typeof postComhubForm>;

const schema = formsRemote.modules.WorkshopBookingForm.props;
const TODAY = '2026-11-26';
const today = () => TODAY;
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const props = (overrides: Partial<WorkshopBookingFormProps> = {}): WorkshopBookingFormProps =>
  schema.parse({ site: 'dealergroup-no', language: 'nb', pickerField: 'dealer', ...overrides });

const ui = (p: WorkshopBookingFormProps) => (
  <ThemeRoot theme="dealergroup">
    <WorkshopBookingForm {...p} today={today} />
  </ThemeRoot>
);

const pick = (field = 'dealer', name = 'Forhandler Bergen', workshopEmail: string | null = 'verksted@bergen.example.no') =>
  act(() => getEventBus().emit('dealerPicked', { field, site_id: 'site-1', name, workshopEmail }));

type User = ReturnType<typeof userEvent.setup>;

async function fillCustomer(user: User, date = TODAY) {
  await user.type(screen.getByLabelText('Navn'), 'Ola Nordmann');
  await user.type(screen.getByLabelText('Telefonnummer'), '+47 912 34 567');
  await user.type(screen.getByLabelText('E-postadresse'), 'ola@nordmann.no');
  await user.type(screen.getByLabelText('Registreringsnummer'), 'AB 12345');
  await user.type(screen.getByLabelText('Ønsket dato'), date);
  await user.click(screen.getByRole('checkbox', { name: /personopplysningene/ }));
  await user.click(screen.getByRole('checkbox', { name: /nyhetsbrev/ }));
}

let pushes: unknown[];
beforeEach(() => {
  post.mockReset();
  resetEventBusForTests();
  pushes = [];
  getEventBus().observe('dataLayer').subscribe((e) => pushes.push(e));
});
afterEach(() => document.body.replaceChildren());

describe('WorkshopBookingForm', () => {
  it('renders in Norwegian: no dealer yet, a car, the date from today on, both checkboxes unticked', () => {
    render(ui(props()));
    expect(screen.getByRole('heading', { level: 2, name: 'Bestill service' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Bil' })).toBeChecked();
    expect(screen.getByRole('group', { name: 'Valgt forhandler' })).toHaveTextContent('Ingen forhandler valgt');
    expect(screen.getByLabelText('Ønsket dato')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Ønsket dato')).toHaveAttribute('min', TODAY);
    expect(screen.getByRole('checkbox', { name: /personopplysningene/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /nyhetsbrev/ })).not.toBeChecked();
  });

  it('on submit without a dealer says "Velg forhandler" with a link to the picker, which focuses it; nothing is sent', async () => {
    const user = userEvent.setup();
    // The page's picker as the host renders it: a slot with an id, the picker's hidden input and its radios.
    const slot = document.createElement('div');
    slot.id = 'slot-block-picker';
    slot.setAttribute('data-remote-slot', 'mfe-dealers/DealerPicker');
    slot.innerHTML = '<fieldset><input type="hidden" name="dealer" value=""><input type="radio" name="x" value="1" tabindex="0"><input type="radio" name="x" value="2" tabindex="-1"></fieldset>';
    document.body.append(slot);
    render(ui(props()));
    await fillCustomer(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const dealer = screen.getByRole('group', { name: 'Valgt forhandler' });
    expect(dealer).toHaveAccessibleDescription('Velg forhandler. Gå til listen over forhandlere');
    const link = within(dealer).getByRole('link', { name: 'Gå til listen over forhandlere' });
    expect(link).toHaveAttribute('href', '#slot-block-picker');
    await user.click(link);
    expect(slot.querySelector('input[value="1"]')).toHaveFocus();
    expect(post).not.toHaveBeenCalled();

    // A pick on the bus fills the dealer, and the error goes.
    pick();
    expect(dealer).toHaveTextContent('Forhandler Bergen');
    // Validation is asynchronous (the resolver); the error goes once it has run.
    await waitFor(() => expect(within(dealer).queryByRole('alert')).toBeNull());
  });

  it('takes its dealer only from the picker it was placed with (the field name)', () => {
    render(ui(props()));
    pick('other-dealer', 'Feil Forhandler');
    expect(screen.getByRole('group', { name: 'Valgt forhandler' })).toHaveTextContent('Ingen forhandler valgt');
    pick('dealer', 'Forhandler Bergen');
    expect(screen.getByRole('group', { name: 'Valgt forhandler' })).toHaveTextContent('Forhandler Bergen');
  });

  it('shows every missing field and both unticked boxes, focusing the first field', async () => {
    const user = userEvent.setup();
    render(ui(props()));
    pick();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    for (const label of ['Navn', 'Telefonnummer', 'E-postadresse', 'Registreringsnummer', 'Ønsket dato']) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription('Feltet må fylles ut');
    }
    expect(screen.getByRole('checkbox', { name: /personopplysningene/ })).toHaveAccessibleDescription('Du må krysse av her for å sende');
    expect(screen.getByRole('checkbox', { name: /nyhetsbrev/ })).toHaveAccessibleDescription('Du må krysse av her for å sende');
    expect(screen.getByLabelText('Navn')).toHaveFocus();
    expect(post).not.toHaveBeenCalled();
  });

  it('refuses yesterday (the clock fixed at 2026-11-26), a phone of 5 digits, a 1-letter top level and a mileage of -1', async () => {
    const user = userEvent.setup();
    render(ui(props()));
    pick();
    await fillCustomer(user, '2026-11-25');
    await user.clear(screen.getByLabelText('Telefonnummer'));
    await user.type(screen.getByLabelText('Telefonnummer'), '12345');
    await user.clear(screen.getByLabelText('E-postadresse'));
    await user.type(screen.getByLabelText('E-postadresse'), 'ola@nordmann.n');
    await user.type(screen.getByLabelText('Kilometerstand'), '-1');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByLabelText('Ønsket dato')).toHaveAccessibleDescription('Velg dagens dato eller en senere dato');
    expect(screen.getByLabelText('Telefonnummer')).toHaveAccessibleDescription('Oppgi et gyldig telefonnummer');
    expect(screen.getByLabelText('E-postadresse')).toHaveAccessibleDescription('Oppgi en gyldig e-postadresse');
    expect(screen.getByLabelText('Kilometerstand')).toHaveAccessibleDescription('Oppgi kilometerstanden som et heltall, 0 eller mer');
    expect(post).not.toHaveBeenCalled();
  });

  it('service types: a disclosure of checkboxes opened and ticked by keyboard, chosen ones as chips removed by keyboard', async () => {
    const user = userEvent.setup();
    render(ui(props()));
    const toggle = screen.getByRole('button', { name: 'Velg tjenester' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('checkbox', { name: 'Hjulskift' })).toBeNull();
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const types = within(document.getElementById(toggle.getAttribute('aria-controls')!)!).getAllByRole('checkbox');
    expect(types.map((box) => box.getAttribute('value'))).toEqual([
      'Service',
      'Vinterklar-bil',
      'EU-kontroll',
      'Hjulskift',
      'Service eldre biler (5+)',
      'Reparasjon',
      'Lakk / karosseri',
      'Steinsprut / Ruteskift',
      'Aircondition service',
      'Bilskade',
      'Annet',
    ]);
    await user.tab();
    await user.keyboard(' ');
    await user.tab();
    await user.tab();
    await user.tab();
    await user.keyboard(' ');
    await user.click(screen.getByRole('checkbox', { name: 'Annet' }));
    const chips = () => within(screen.getByRole('list', { name: 'Valgte tjenester' })).getAllByRole('listitem').map((chip) => chip.textContent);
    expect(chips()).toEqual(['Service×', 'Hjulskift×', 'Annet×']);

    screen.getByRole('button', { name: 'Fjern Hjulskift' }).focus();
    await user.keyboard('{Enter}');
    expect(chips()).toEqual(['Service×', 'Annet×']);
    expect(screen.getByRole('checkbox', { name: 'Hjulskift' })).not.toBeChecked();
    // Focus moves on to the next chip's button, then to the previous one at the end, then to the disclosure.
    expect(screen.getByRole('button', { name: 'Fjern Annet' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Fjern Service' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('list', { name: 'Valgte tjenester' })).toBeNull();
    expect(screen.getByText('Ingen tjenester valgt')).toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('a car booking: filled, sent once with its services and the picked dealer, thanks focused, a lead event', async () => {
    const user = userEvent.setup();
    post.mockResolvedValue(true);
    render(ui(props({ apiBase: 'https://dealergroup.no' })));
    pick();
    await user.click(screen.getByRole('button', { name: 'Velg tjenester' }));
    await user.click(screen.getByRole('checkbox', { name: 'EU-kontroll' }));
    await user.click(screen.getByRole('checkbox', { name: 'Service' }));
    await user.type(screen.getByLabelText('Beskrivelse'), 'Bremsene piper');
    await fillCustomer(user);
    await user.type(screen.getByLabelText('Kilometerstand'), '0');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('heading', { name: 'Takk for din henvendelse!' })).toHaveFocus();
    expect(screen.getByText('Forhandleren vil kontakte deg for å bekrefte bestillingen.')).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(1);
    expect(post.mock.calls[0]).toEqual([
      'https://dealergroup.no',
      {
        formName: 'ServiceBookingForm',
        formSubmissionId: expect.stringMatching(UUID_V4),
        values: {
          siteName: 'Forhandler Bergen',
          siteEmail: 'verksted@bergen.example.no',
          // In the types' own order, not the order they were ticked in.
          services: ['Service', 'EU-kontroll'],
          description: 'Bremsene piper',
          customerName: 'Ola Nordmann',
          customerPhone: '+47 912 34 567',
          customerEmail: 'ola@nordmann.no',
          regno: 'AB 12345',
          milage: '0',
          date: TODAY,
          other: '',
          gdpr: true,
          newsletter: true,
          typeMC: false,
        },
      },
    ]);
    expect(pushes).toEqual([{ event: 'lead', form_name: 'ServiceBookingForm', type_mc: false, services: ['Service', 'EU-kontroll'] }]);
  });

  it("keeps what the visitor typed and ticked in the server's HTML before the form's code arrived, and sends it", async () => {
    const user = userEvent.setup();
    post.mockResolvedValue(true);
    const { container } = await serverRenderThenHydrate(ui(props()), {
      beforeHydrate: (html) => {
        const field = (name: string) => html.querySelector<HTMLInputElement & HTMLTextAreaElement>(`[name="${name}"]`)!;
        // The server's markup starts empty and unticked; the visitor fills it in before the code has hydrated it.
        expect([field('customerName').value, field('date').value, field('gdpr').checked]).toEqual(['', '', false]);
        field('description').value = 'Bremsene piper';
        field('customerName').value = 'Ola Nordmann';
        field('customerPhone').value = '+47 912 34 567';
        field('customerEmail').value = 'ola@nordmann.no';
        field('regno').value = 'AB 12345';
        field('milage').value = '12000';
        field('date').value = TODAY;
        field('gdpr').checked = true;
        field('newsletter').checked = true;
      },
    });
    pick();
    await user.click(within(container).getByRole('button', { name: 'Velg tjenester' }));
    await user.click(within(container).getByRole('checkbox', { name: 'Service' }));
    await user.click(within(container).getByRole('button', { name: 'Send' }));
    expect(await within(container).findByRole('heading', { name: 'Takk for din henvendelse!' })).toBeInTheDocument();
    expect(post.mock.calls[0]?.[1].values).toEqual({
      siteName: 'Forhandler Bergen',
      siteEmail: 'verksted@bergen.example.no',
      services: ['Service'],
      description: 'Bremsene piper',
      customerName: 'Ola Nordmann',
      customerPhone: '+47 912 34 567',
      customerEmail: 'ola@nordmann.no',
      regno: 'AB 12345',
      milage: '12000',
      date: TODAY,
      other: '',
      gdpr: true,
      newsletter: true,
      typeMC: false,
    });
  });

  it('a motorcycle: the 3 motorcycle types, the one motorcycle dealer whatever the picker says, typeMC set', async () => {
    const user = userEvent.setup();
    post.mockResolvedValue(true);
    render(ui(props()));
    pick();
    await user.click(screen.getByRole('button', { name: 'Velg tjenester' }));
    await user.click(screen.getByRole('checkbox', { name: 'Service' }));
    await user.click(screen.getByRole('radio', { name: 'Motorsykkel' }));
    // The car's types and choices go; the motorcycle's three come.
    expect(screen.getAllByRole('checkbox', { name: /./ }).slice(0, 3).map((box) => box.getAttribute('value'))).toEqual(['Bestille service', 'Bestile deler', 'Annet, vennligst beskriv']);
    expect(screen.queryByRole('list', { name: 'Valgte tjenester' })).toBeNull();
    expect(screen.getByText('Motorsykler tas imot av Motorrad Stavanger.')).toBeInTheDocument();
    pick('dealer', 'Forhandler Oslo', 'oslo@example.no');
    await user.click(screen.getByRole('checkbox', { name: 'Bestile deler' }));
    await fillCustomer(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('heading', { name: 'Takk for din henvendelse!' });
    expect(post.mock.calls[0]?.[1].values).toMatchObject({ typeMC: true, siteName: 'Motorrad Stavanger', siteEmail: 'verksted@motorrad-stavanger.no', services: ['Bestile deler'] });
  });

  it('back to a car, the dealer last picked is the dealer again', async () => {
    const user = userEvent.setup();
    render(ui(props()));
    pick();
    await user.click(screen.getByRole('radio', { name: 'Motorsykkel' }));
    await user.click(screen.getByRole('radio', { name: 'Bil' }));
    expect(screen.getByRole('group', { name: 'Valgt forhandler' })).toHaveTextContent('Forhandler Bergen');
  });

  it('on failure or a non-202 shows "Noe gikk galt, vennligst prøv igjen senere.", keeps the fill, and a retry sends the same id', async () => {
    const user = userEvent.setup();
    post.mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    render(ui(props()));
    pick();
    await fillCustomer(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Noe gikk galt, vennligst prøv igjen senere.')).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Navn')).toHaveValue('Ola Nordmann');
    expect(pushes).toEqual([{ event: 'form_error', form: 'workshop-booking', site: 'dealergroup-no' }]);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('heading', { name: 'Takk for din henvendelse!' });
    const [first, second] = post.mock.calls.map((call) => call[1]);
    expect(second?.formSubmissionId).toBe(first?.formSubmissionId);
  });

  it('without a picker on the page offers the workshops in a select of its own', async () => {
    const user = userEvent.setup();
    post.mockResolvedValue(true);
    const dealers = [
      { site_id: 'a', name: 'Forhandler Bergen', workshopEmail: 'verksted@bergen.example.no' },
      { site_id: 'b', name: 'Forhandler Oslo', workshopEmail: 'verksted@oslo.example.no' },
    ];
    render(ui(props({ pickerField: null, dealers })));
    const select = screen.getByRole('combobox', { name: 'Nærmeste forhandler' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(select).toHaveAccessibleDescription('Velg forhandler');
    await user.selectOptions(select, 'Forhandler Oslo');
    await fillCustomer(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('heading', { name: 'Takk for din henvendelse!' });
    expect(post.mock.calls[0]?.[1].values).toMatchObject({ siteName: 'Forhandler Oslo', siteEmail: 'verksted@oslo.example.no' });
  });

  it('says so when its own list of workshops could not be loaded', () => {
    render(ui(props({ pickerField: null, dealers: [], dealersFailed: true })));
    expect(screen.getByRole('combobox', { name: 'Nærmeste forhandler' })).toHaveAccessibleDescription('Forhandlerne kunne ikke hentes. Prøv igjen senere.');
  });

  it('speaks English on the English site', () => {
    render(ui(props({ language: 'en' })));
    expect(screen.getByRole('radio', { name: 'Motorcycle' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
  });
});
