import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logFailure, trackError } from '../analytics/track';
import { fetchOfferings } from '../api/offerings';
import { STEP, type BookingStore } from '../flow/flowState';
import { atServices, GOLF, SERVICE_CATEGORIES, StepHarness } from './offeringFixtures';
import { ServicesStep } from './ServicesStep';

jest.mock('../api/offerings', () => ({ ...jest.requireActual<object>('../api/offerings'), fetchOfferings: jest.fn() }));
jest.mock('../analytics/track');

const fetchMock = jest.mocked(fetchOfferings);
const NBSP = '\u00a0';

function renderStep(initial = atServices(), supportEmail?: string) {
  const states: BookingStore[] = [];
  render(<StepHarness Step={ServicesStep} initial={initial} supportEmail={supportEmail} onState={(s) => states.push(s)} />);
  return { latest: () => states[states.length - 1]! };
}

const box = (name: RegExp | string) => screen.getByRole('checkbox', { name });

beforeEach(() => {
  jest.clearAllMocks();
  fetchMock.mockReset();
  fetchMock.mockResolvedValue({ kind: 'loaded', categories: SERVICE_CATEGORIES });
});

describe('the services step', () => {
  it('shows the loading state, then asks for the services of the car at its place', async () => {
    let answer: (value: Awaited<ReturnType<typeof fetchOfferings>>) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderStep();
    expect(screen.getByRole('status')).toHaveTextContent('Hämtar tjänster …');
    expect(fetchMock).toHaveBeenCalledWith('', 'services', { registrationNumber: 'ABC123', lat: 57.7089, lng: 11.9746 }, expect.any(AbortSignal));
    answer({ kind: 'loaded', categories: SERVICE_CATEGORIES });
    expect(await screen.findByRole('group', { name: 'Service' })).toBeInTheDocument();
    expect(screen.queryByText('Hämtar tjänster …')).not.toBeInTheDocument();
  });

  it('lists categories with icons, prices in kronor, discounts, and leaves out an empty category', async () => {
    renderStep();
    const service = await screen.findByRole('group', { name: 'Service' });
    expect(service.querySelector('svg[data-icon="service"]')).not.toBeNull();
    // An icon name the page does not know gets the neutral one.
    expect(screen.getByRole('group', { name: 'Däck och hjul' }).querySelector('svg[data-icon="fallback"]')).not.toBeNull();
    expect(screen.queryByRole('group', { name: 'Tom' })).not.toBeInTheDocument();
    expect(within(service).getByRole('checkbox', { name: `Service enligt serviceprogram 4${NBSP}240${NBSP}kr` })).toBeInTheDocument();
    expect(within(service).getByRole('checkbox', { name: /Service enligt serviceprogram/ })).toHaveAccessibleDescription('Service enligt serviceprogram, beskrivning. 15 % rabatt');
    expect(box(/Hjulskifte/)).toHaveAccessibleName(`Hjulskifte 740${NBSP}kr`);
  });

  it('shows the agreement notice only for a car with a service agreement', async () => {
    renderStep();
    expect(await screen.findByText('Din bil har serviceavtal. Avtalets rabatt är redan dragen i priserna nedan.')).toBeInTheDocument();
  });

  it('has no agreement notice for a car without one', async () => {
    renderStep(atServices(GOLF));
    await screen.findByRole('group', { name: 'Service' });
    expect(screen.queryByText(/serviceavtal/)).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('', 'services', expect.objectContaining({ registrationNumber: 'DEF456' }), expect.any(AbortSignal));
  });

  it('marks unknown prices with an asterisk and explains it under the median-price disclaimer', async () => {
    renderStep();
    expect(await screen.findByRole('checkbox', { name: 'Felsökning Priset sätts på verkstaden*' })).toBeInTheDocument();
    expect(screen.getByText('Priserna är medianvärden och kan variera.')).toBeInTheDocument();
    expect(screen.getByText('* Priset sätts först på verkstaden.')).toBeInTheDocument();
  });

  it('shows an unavailable offering disabled', async () => {
    const user = userEvent.setup();
    const { latest } = renderStep();
    const oil = await screen.findByRole('checkbox', { name: /Oljeservice/ });
    expect(oil).toBeDisabled();
    expect(oil).toHaveAccessibleDescription(/Inte tillgänglig/);
    await user.click(oil);
    expect(latest().services).toEqual({});
  });

  it('enables continue only with a service chosen, then moves on to the add-ons', async () => {
    const user = userEvent.setup();
    const { latest } = renderStep();
    const next = await screen.findByRole('button', { name: 'Fortsätt' });
    expect(next).toBeDisabled();
    expect(next).toHaveAccessibleDescription('Välj minst en tjänst för att fortsätta.');
    await user.click(box(/Bromsbelägg fram/));
    expect(next).toBeEnabled();
    // Compared as text: Testing Library's matchers fold the no-break spaces into plain ones.
    expect(screen.getByText(/^Totalt/).textContent).toBe(`Totalt 2${NBSP}800${NBSP}kr`);
    await user.click(box(/Hjulskifte/));
    // 2 800 + 740 = 3 540
    expect(screen.getByText(/^Totalt/).textContent).toBe(`Totalt 3${NBSP}540${NBSP}kr`);
    await user.click(next);
    expect(latest()).toMatchObject({ displayState: STEP.addons, bookingState: 3 });
  });

  describe('a user-input offering', () => {
    it('asks for a message of at most 80 characters with a counter; "Ange meddelande" while empty', async () => {
      const user = userEvent.setup();
      const { latest } = renderStep();
      await user.click(await screen.findByRole('checkbox', { name: /Felsökning/ }));
      const message = screen.getByRole('textbox', { name: 'Meddelande till verkstaden' });
      expect(message).toHaveAttribute('maxlength', '80');
      expect(message).toHaveAccessibleDescription('0/80 tecken Ange meddelande');
      expect(screen.getByRole('alert')).toHaveTextContent('Ange meddelande');
      expect(screen.getByRole('button', { name: 'Fortsätt' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Fortsätt' })).toHaveAccessibleDescription('Fyll i det som saknas ovan för att fortsätta.');

      await user.type(message, 'Det gnisslar');
      expect(message).toHaveAccessibleDescription('12/80 tecken');
      expect(screen.queryByText('Ange meddelande')).not.toBeInTheDocument();
      expect(latest().services.troubleshooting!.userInput).toBe('Det gnisslar');
      expect(screen.getByRole('button', { name: 'Fortsätt' })).toBeEnabled();

      await user.type(message, ` ${'x'.repeat(100)}`);
      // 12 + 1 + 67 = 80: the rest is not taken.
      expect(latest().services.troubleshooting!.userInput).toHaveLength(80);
      expect(message).toHaveAccessibleDescription('80/80 tecken');
    });

    it('is unselected when its text is cleared; the field stays with the prompt, and typing selects it again', async () => {
      const user = userEvent.setup();
      const { latest } = renderStep();
      await user.click(await screen.findByRole('checkbox', { name: /Felsökning/ }));
      const message = screen.getByRole('textbox', { name: 'Meddelande till verkstaden' });
      await user.type(message, 'Ab');
      await user.clear(message);
      expect(box(/Felsökning/)).not.toBeChecked();
      expect(latest().services.troubleshooting).toBeUndefined();
      expect(message).toHaveFocus();
      expect(screen.getByRole('alert')).toHaveTextContent('Ange meddelande');

      await user.type(message, 'C');
      expect(box(/Felsökning/)).toBeChecked();
      expect(latest().services.troubleshooting!.userInput).toBe('C');

      // Unticking by hand closes the field.
      await user.click(box(/Felsökning/));
      expect(screen.queryByRole('textbox', { name: 'Meddelande till verkstaden' })).not.toBeInTheDocument();
    });
  });

  describe('originalservice', () => {
    it('asks for the mileage in mil: "Ange miltal" until it is given', async () => {
      const user = userEvent.setup();
      const { latest } = renderStep();
      await user.click(await screen.findByRole('checkbox', { name: /Service enligt serviceprogram/ }));
      const mileage = screen.getByRole('textbox', { name: 'Bilens miltal (mil)' });
      expect(screen.getByRole('alert')).toHaveTextContent('Ange miltal');
      expect(screen.getByRole('button', { name: 'Fortsätt' })).toBeDisabled();
      await user.type(mileage, '1 5a00');
      expect(mileage).toHaveValue('1500');
      expect(latest().milage).toBe(1500);
      expect(screen.queryByText('Ange miltal')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Fortsätt' })).toBeEnabled();
    });

    it('0 mil is no mileage', async () => {
      const user = userEvent.setup();
      renderStep();
      await user.click(await screen.findByRole('checkbox', { name: /Service enligt serviceprogram/ }));
      await user.type(screen.getByRole('textbox', { name: 'Bilens miltal (mil)' }), '0');
      expect(screen.getByRole('alert')).toHaveTextContent('Ange miltal');
      expect(screen.getByRole('button', { name: 'Fortsätt' })).toBeDisabled();
    });

    it('clearing the mileage removes the service and shows "Ange miltal"', async () => {
      const user = userEvent.setup();
      const { latest } = renderStep();
      await user.click(await screen.findByRole('checkbox', { name: /Service enligt serviceprogram/ }));
      const mileage = screen.getByRole('textbox', { name: 'Bilens miltal (mil)' });
      await user.type(mileage, '900');
      await user.clear(mileage);
      expect(latest().services.originalservice).toBeUndefined();
      expect(latest().milage).toBeNull();
      expect(box(/Service enligt serviceprogram/)).not.toBeChecked();
      expect(screen.getByRole('alert')).toHaveTextContent('Ange miltal');
      await user.type(mileage, '12');
      expect(box(/Service enligt serviceprogram/)).toBeChecked();
      expect(latest().milage).toBe(12);
    });
  });

  describe('when the services cannot be fetched', () => {
    it('says so with the support e-mail, logs and tracks it, and tries again on request', async () => {
      fetchMock.mockResolvedValueOnce({ kind: 'failed', reason: 'status 502' });
      const user = userEvent.setup();
      renderStep(atServices(), 'service@dealergroup.se');
      expect(await screen.findByRole('alert')).toHaveTextContent('Något gick fel, vänligen försök igen senare.');
      expect(screen.getByText(/Behöver du hjälp\? Mejla oss på/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'service@dealergroup.se' })).toHaveAttribute('href', 'mailto:service@dealergroup.se');
      expect(logFailure).toHaveBeenCalledWith('services', 'status 502');
      expect(trackError).toHaveBeenCalledWith('services', 'status 502');
      expect(screen.queryByRole('button', { name: 'Fortsätt' })).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Försök igen' }));
      expect(await screen.findByRole('group', { name: 'Service' })).toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledTimes(2);
    });

    it('leaves the e-mail line out when the page has no support address', async () => {
      fetchMock.mockResolvedValueOnce({ kind: 'failed', reason: 'Network Error' });
      renderStep();
      expect(await screen.findByRole('alert')).toHaveTextContent('Något gick fel, vänligen försök igen senare.');
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
    });

    it('does not ask without a place', async () => {
      renderStep({ ...atServices(), lat: null, lng: null });
      expect(await screen.findByRole('alert')).toHaveTextContent('Något gick fel, vänligen försök igen senare.');
      expect(fetchMock).not.toHaveBeenCalled();
    });
  });

  it('says when there is nothing to book', async () => {
    fetchMock.mockResolvedValue({ kind: 'loaded', categories: [] });
    renderStep();
    expect(await screen.findByRole('alert')).toHaveTextContent('Vi hittar inga tjänster att boka för din bil just nu.');
    await waitFor(() => expect(trackError).not.toHaveBeenCalled());
  });
});
