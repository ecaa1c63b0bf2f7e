import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormRequest } from '@showroom/contracts';
import { getEventBus, resetEventBusForTests } from '@showroom/event-bus';
import { ThemeRoot } from '@showroom/ui';
import { serverRenderThenHydrate } from '@showroom/test-kit';
import { ContactForm, type ContactFormProps } from './ContactForm';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

let post: jest.Mock<Promise<boolean>, [string, FormRequest]>;
let waits: number[];

const usedCar = { car_id: '10234', title: 'Volvo XC60 B4 AWD Plus', isSample: false };
const sampleCar = { car_id: '20001', title: 'Volvo EX30 Plus', isSample: true };
const sellers = [
  { id: 'site-1', name: 'Carstore Solna', email: 'solna@carstore.se' },
  { id: 'site-2', name: 'Carstore Täby', email: 'taby@carstore.se' },
  { id: 'site-3', name: 'Carstore Nacka', email: null },
];

const props = (overrides: Partial<ContactFormProps> = {}): ContactFormProps => ({
  car: usedCar,
  language: 'sv',
  site: 'carstore-se',
  apiBase: 'https://carstore.se',
  source: '/kop-bil/10234/volvo-xc60',
  postForm: post,
  sleep: async (ms) => void waits.push(ms),
  ...overrides,
});

const ui = (p: ContactFormProps) => (
  <ThemeRoot theme="carstore">
    <ContactForm {...p} />
  </ThemeRoot>
);

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Namn'), ' Anna Svensson ');
  await user.type(screen.getByLabelText('Telefonnummer'), '+46 70 123 45 67');
  await user.type(screen.getByLabelText('E-postadress'), 'anna@exempel.se');
  await user.type(screen.getByLabelText('Meddelande (valfritt)'), 'Finns den kvar?');
}

const send = () => screen.getByRole('button', { name: 'Skicka' });

let pushes: unknown[];
let logged: jest.SpyInstance;
beforeEach(() => {
  post = jest.fn();
  waits = [];
  resetEventBusForTests();
  pushes = [];
  getEventBus().observe('dataLayer').subscribe((e) => pushes.push(e));
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => logged.mockRestore());

describe('ContactForm', () => {
  it("keeps what the visitor typed and chose in the server's HTML before the form's code arrived, and sends it", async () => {
    post.mockResolvedValue(true);
    const p = props({ car: sampleCar, sellers });
    const { container } = await serverRenderThenHydrate(ui(p), {
      beforeHydrate: (html) => {
        // The server's markup starts empty, unticked, with the first seller chosen.
        const field = (name: string) => html.querySelector<HTMLInputElement & HTMLSelectElement>(`[name="${name}"]`)!;
        expect([field('name').value, field('quote').checked, field('sellerId').value]).toEqual(['', false, 'site-1']);
        field('name').value = 'Anna Svensson';
        field('phone').value = '+46 70 123 45 67';
        field('email').value = 'anna@exempel.se';
        field('testDrive').checked = true;
        field('sellerId').value = 'site-2';
      },
    });
    try {
      await userEvent.setup().click(send());
      await screen.findByText('Tack! Vi kontaktar dig inom kort.');
      const [, body] = post.mock.calls[0]!;
      expect(body.values).toMatchObject({ name: 'Anna Svensson', phone: '+46 70 123 45 67', email: 'anna@exempel.se', quote: false, testDrive: true });
      expect(body.lead).toMatchObject({ sellerId: 'site-2' });
    } finally {
      container.remove();
    }
  });

  it('starts idle: a named form with labelled fields, nothing ticked, no seller choice for a used car', () => {
    render(ui(props()));
    expect(screen.getByRole('region', { name: 'Kontakta oss om bilen' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Namn' })).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('textbox', { name: 'Telefonnummer' })).toHaveAttribute('type', 'tel');
    expect(screen.getByRole('textbox', { name: 'E-postadress' })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: 'Meddelande (valfritt)' })).not.toHaveAttribute('aria-required');
    expect(screen.getByRole('group', { name: 'Jag vill gärna' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Få en offert' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Provköra bilen' })).not.toBeChecked();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(send()).toBeEnabled();
  });

  it('on an invalid submit shows the invalid-input message and each field error, focuses the first, sends nothing', async () => {
    const user = userEvent.setup();
    render(ui(props()));
    await user.type(screen.getByLabelText('Telefonnummer'), '070-123');
    await user.type(screen.getByLabelText('E-postadress'), 'anna@exempel');
    await user.click(send());

    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Fältet måste fyllas i',
      'Ange ett giltigt telefonnummer',
      'Ange en giltig e-postadress',
      'Några uppgifter saknas eller är felaktiga. Kontrollera de markerade fälten.',
    ]);
    const name = screen.getByLabelText('Namn');
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Fältet måste fyllas i');
    expect(screen.getByLabelText('Telefonnummer')).toHaveAccessibleDescription('Ange ett giltigt telefonnummer');
    expect(screen.getByLabelText('E-postadress')).toHaveAccessibleDescription('Ange en giltig e-postadress');
    expect(screen.getByLabelText('Meddelande (valfritt)')).not.toHaveAttribute('aria-invalid');
    expect(post).not.toHaveBeenCalled();
  });

  it('focuses the first invalid field in form order when the first ones are fine', async () => {
    const user = userEvent.setup();
    render(ui(props()));
    await user.type(screen.getByLabelText('Namn'), 'Anna');
    await user.type(screen.getByLabelText('Telefonnummer'), '12345'); // 5 characters
    await user.click(send());
    expect(screen.getByLabelText('Telefonnummer')).toHaveFocus();
    expect(screen.getByLabelText('Namn')).not.toHaveAttribute('aria-invalid');
  });

  it('disables every field while sending, then shows the success overlay with focus and pushes the lead event', async () => {
    const user = userEvent.setup();
    const answer = deferred<boolean>();
    post.mockReturnValue(answer.promise);
    render(ui(props()));
    await fillIn(user);
    await user.click(screen.getByRole('checkbox', { name: 'Få en offert' }));
    await user.click(send());

    const sending = screen.getByRole('button', { name: 'Skickar…' });
    expect(sending).toBeDisabled();
    for (const field of [...screen.getAllByRole('textbox'), ...screen.getAllByRole('checkbox')]) expect(field).toBeDisabled();
    expect(post).toHaveBeenCalledTimes(1);
    const [apiBase, body] = post.mock.calls[0]!;
    expect(apiBase).toBe('https://carstore.se');
    expect(body).toEqual({
      formName: 'carstore-seCarDetailForm',
      formSubmissionId: expect.stringMatching(UUID_V4),
      values: {
        car: 'Volvo XC60 B4 AWD Plus (10234)',
        name: 'Anna Svensson',
        phone: '+46 70 123 45 67',
        email: 'anna@exempel.se',
        message: 'Finns den kvar?',
        quote: true,
        testDrive: false,
        source: '/kop-bil/10234/volvo-xc60',
      },
      // The recipient is the BFF's to find (issue 12): the form names the car only.
      lead: { site: 'carstore-se', carId: '10234' },
    });

    await act(async () => answer.resolve(true));
    const overlay = screen.getByRole('status');
    expect(overlay).toHaveTextContent('Tack! Vi kontaktar dig inom kort.');
    expect(screen.getByText('Tack! Vi kontaktar dig inom kort.')).toHaveFocus();
    expect(document.querySelector('form')).toHaveAttribute('inert');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(pushes).toEqual([{ event: 'lead', form_name: 'carstore-seCarDetailForm', car_id: '10234', quote: true, test_drive: false }]);
  });

  it('shows the error banner after 3 refused attempts of one submission, keeps the values, and sends again with a new id', async () => {
    const user = userEvent.setup();
    post.mockResolvedValueOnce(false).mockResolvedValueOnce(false).mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    render(ui(props()));
    await fillIn(user);
    await user.click(send());

    expect(await screen.findByRole('alert')).toHaveTextContent('Något gick fel. Försök igen senare.');
    expect(post).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([1000, 1000]);
    const firstIds = post.mock.calls.map(([, body]) => body.formSubmissionId);
    expect(new Set(firstIds).size).toBe(1);
    expect(screen.getByLabelText('Namn')).toHaveValue(' Anna Svensson ');
    expect(screen.getByLabelText('Meddelande (valfritt)')).toHaveValue('Finns den kvar?');
    expect(send()).toBeEnabled();
    expect(screen.queryByRole('status')).toBeNull();
    expect(pushes).toEqual([{ event: 'form_error', form: 'car-contact', car_id: '10234', reason: 'rejected' }]);

    await user.click(send());
    expect(await screen.findByRole('status')).toHaveTextContent('Tack! Vi kontaktar dig inom kort.');
    expect(post).toHaveBeenCalledTimes(4);
    expect(post.mock.calls[3]![1].formSubmissionId).not.toBe(firstIds[0]);
  });

  it.each([
    ['quote', 'Få en offert', 'Provköra bilen'],
    ['testDrive', 'Provköra bilen', 'Få en offert'],
  ] as const)('preselect %p ticks its box only', (preselect, ticked, unticked) => {
    render(ui(props({ preselect })));
    expect(screen.getByRole('checkbox', { name: ticked })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: unticked })).not.toBeChecked();
  });

  it('ticks the box when the page passes a preselect later (a #contact-testdrive link)', () => {
    const { rerender } = render(ui(props()));
    expect(screen.getByRole('checkbox', { name: 'Provköra bilen' })).not.toBeChecked();
    rerender(ui(props({ preselect: 'testDrive' })));
    expect(screen.getByRole('checkbox', { name: 'Provköra bilen' })).toBeChecked();
  });

  it('for a sample car requires a seller, preselects the first, and sends to the one chosen', async () => {
    const user = userEvent.setup();
    post.mockResolvedValue(true);
    render(ui(props({ car: sampleCar, sellers })));
    const seller = screen.getByRole('combobox', { name: 'Återförsäljare' });
    expect(seller).toHaveValue('site-1');
    expect(seller).toHaveAttribute('aria-required', 'true');

    await fillIn(user);
    await user.selectOptions(seller, '');
    await user.click(send());
    expect(seller).toHaveFocus();
    expect(seller).toHaveAccessibleDescription('Fältet måste fyllas i');
    expect(post).not.toHaveBeenCalled();

    await user.selectOptions(seller, 'Carstore Täby');
    await user.click(send());
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(post.mock.calls[0]![1].values).toMatchObject({ car: 'Volvo EX30 Plus (20001)' });
    expect(post.mock.calls[0]![1].lead).toEqual({ site: 'carstore-se', carId: '20001', sellerId: 'site-2' });
  });

  it('preselects the first seller when the sellers arrive after the first render', () => {
    const { rerender } = render(ui(props({ car: sampleCar, sellers: [] })));
    expect(screen.getByRole('combobox', { name: 'Återförsäljare' })).toHaveValue('');
    rerender(ui(props({ car: sampleCar, sellers })));
    expect(screen.getByRole('combobox', { name: 'Återförsäljare' })).toHaveValue('site-1');
  });

  it('logs a sample car seller without a department and fails with the error banner, sending nothing', async () => {
    const user = userEvent.setup();
    post.mockResolvedValue(true);
    render(ui(props({ car: sampleCar, sellers })));
    await fillIn(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Återförsäljare' }), 'site-3');
    await user.click(send());

    expect(await screen.findByRole('alert')).toHaveTextContent('Något gick fel. Försök igen senare.');
    expect(post).not.toHaveBeenCalled();
    expect(logged).toHaveBeenCalledWith(
      '[car contact form] Missing department: seller "site-3" (Carstore Nacka) of sample car 20001 has no department e-mail; the lead was not sent.',
    );
    expect(pushes).toEqual([{ event: 'form_error', form: 'car-contact', car_id: '20001', reason: 'missingDepartment' }]);
  });

  it("uses the site's own texts from the content platform when given", async () => {
    const user = userEvent.setup();
    post.mockResolvedValue(false);
    render(ui(props({ messages: { carDetailFormError: 'Det gick inte att skicka. Ring oss på 031-123 45.' } })));
    await fillIn(user);
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent('Det gick inte att skicka. Ring oss på 031-123 45.');
  });

  it('speaks the page language', async () => {
    const user = userEvent.setup();
    render(ui(props({ site: 'premium-uk', language: 'en', car: sampleCar, sellers })));
    expect(screen.getByRole('combobox', { name: 'Dealer' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Book a test drive' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Some details are missing or incorrect. Please check the marked fields.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('This field is required');
  });
});
