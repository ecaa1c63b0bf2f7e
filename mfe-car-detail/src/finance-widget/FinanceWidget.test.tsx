import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { getEventBus, resetEventBusForTests } from '@showroom/event-bus';
import { ThemeRoot } from '@showroom/ui';
import { pcp } from '../calculators/financeFixtures';
import { FinanceWidget, type FinanceWidgetProps } from './FinanceWidget';
import { fakeFinanceApi, quoteParameters, ukCar, type FakeFinanceOptions } from './financeTesting';

const APOLOGY =
  "Sorry, but it looks like we can't get a quote for you right now. Please contact our team for more information about finance offers on this vehicle.";

function renderWidget(options: FakeFinanceOptions = {}, props: Partial<FinanceWidgetProps> = {}) {
  const fake = fakeFinanceApi(options);
  const result = render(
    <ThemeRoot theme="premium">
      <FinanceWidget car={ukCar} site="premium-uk" language="en" apiBase="" api={fake.api} {...props} />
    </ThemeRoot>,
  );
  return { ...fake, ...result };
}

const slider = (name: string) => screen.getByRole('slider', { name });
/** Moves a slider to a position of its value list without letting go (an input event per drag tick). */
const drag = (name: string, position: number) => fireEvent.input(slider(name), { target: { value: String(position) } });
const loaded = () => screen.findByText('£250.55 per month');
/** The n-th quote and its legal text are shown (nothing is left in flight). */
async function settled(n: number) {
  await screen.findByText(`Quote reference CW-500-${n}`);
  await screen.findByText(`Terms of quote CW-500-${n}.`);
}

let warn: jest.SpyInstance;
beforeEach(() => {
  resetEventBusForTests();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
  jest.useRealTimers();
});

describe('FinanceWidget: loading the default products', () => {
  it('shows loading, then the first product at its default figures, quoted once', async () => {
    const { calls, release } = renderWidget({ holdDefault: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading finance offers');
    expect(screen.queryByRole('slider')).toBeNull();
    expect(calls.defaults).toEqual([{ Vehicle: { Identifier: '500', Country: 'GB', Status: 'Preowned' }, Dealer: { Identifier: 'uk-premium-1' } }]);

    await act(async () => release());
    await settled(1);
    // pcp: Term 36 of [24, 36, 48]; Deposit 1 000 of 1 000..5 000; Payment 250.37 snapped to 250.55; mileage 10 000
    expect(slider('Term')).toHaveAttribute('aria-valuetext', '36 months');
    expect(slider('Term')).toHaveValue('1');
    expect(slider('Deposit')).toHaveAttribute('aria-valuetext', '£1,000');
    expect(slider('Monthly payment')).toHaveAttribute('aria-valuetext', '£250.55');
    expect(slider('Annual mileage')).toHaveAttribute('aria-valuetext', '10,000 miles');
    expect(screen.getByRole('radio', { name: 'Personal Contract Purchase' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Hire Purchase' })).not.toBeChecked();
    expect(calls.quote).toEqual([
      {
        Dealer: { Identifier: 'uk-premium-1' },
        VehicleRequests: [
          {
            Id: '500',
            Vehicle: { Identifier: '500', Country: 'GB', Status: 'Preowned' },
            Parameters: { FamilyKey: 'PCP', Term: 36, CashDeposit: 1_000, AnnualMileage: 10_000, CalculationType: 'CashDeposit' },
          },
        ],
      },
    ]);
    expect(screen.getByText('Total deposit').nextElementSibling).toHaveTextContent('£1,000');
    expect(screen.getByText('Representative APR').nextElementSibling).toHaveTextContent('9.3% APR');
    expect(screen.getByText('Total amount payable').nextElementSibling).toHaveTextContent('£14,000.00');
  });

  it('shows no product switcher for a single product, and no mileage slider for hire purchase', async () => {
    const { calls } = renderWidget({ products: [{ ...pcp, FamilyKey: 'HP', Name: 'Hire Purchase', AnnualMileage: null }] });
    await settled(1);
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('slider', { name: 'Annual mileage' })).toBeNull();
    expect(quoteParameters(calls, 0)).toEqual({ FamilyKey: 'HP', Term: 36, CashDeposit: 1_000, CalculationType: 'CashDeposit' });
  });

  it('shows the spec’s apology, verbatim, when the default call fails', async () => {
    const { calls } = renderWidget({ failDefault: true });
    expect(await screen.findByText(APOLOGY)).toBeInTheDocument();
    expect(screen.queryByRole('slider')).toBeNull();
    expect(calls.quote).toEqual([]);
  });

  it('renders nothing, and asks nothing, off the UK site or for a new car', () => {
    const { calls, container, unmount } = renderWidget({}, { site: 'dealergroup-se', language: 'sv' });
    expect(container).toBeEmptyDOMElement();
    unmount();
    const newCar = renderWidget({}, { car: { ...ukCar, car_is_used: false } });
    expect(newCar.container).toBeEmptyDOMElement();
    expect(calls.defaults).toEqual([]);
    expect(newCar.calls.defaults).toEqual([]);
  });
});

describe('FinanceWidget: quoting committed figures', () => {
  it('asks for no quote while a slider is dragged, and for exactly one when it is let go', async () => {
    const { calls } = renderWidget();
    await loaded();
    drag('Term', 0);
    drag('Term', 2);
    drag('Term', 0);
    expect(slider('Term')).toHaveAttribute('aria-valuetext', '24 months');
    expect(calls.quote).toHaveLength(1);

    fireEvent.pointerUp(slider('Term'));
    fireEvent.keyUp(slider('Term'), { key: 'Tab' });
    fireEvent.blur(slider('Term'));
    expect(calls.quote).toHaveLength(2);
    expect(quoteParameters(calls, 1)).toEqual({ FamilyKey: 'PCP', Term: 24, CashDeposit: 1_000, AnnualMileage: 10_000, CalculationType: 'CashDeposit' });
    await settled(2);
  });

  it('commits on key up and on the input’s change event, once each', async () => {
    const { calls } = renderWidget();
    await loaded();
    // Arrow right on mileage: 10 000 -> 12 000 (position 3 of 6 000, 8 000, 10 000, 12 000, 15 000)
    drag('Annual mileage', 3);
    fireEvent.keyUp(slider('Annual mileage'), { key: 'ArrowRight' });
    expect(calls.quote).toHaveLength(2);
    expect(quoteParameters(calls, 1)).toMatchObject({ AnnualMileage: 12_000, CalculationType: 'CashDeposit' });
    await screen.findByText('Quote reference CW-500-2');

    // The change event at the end of a pointer drag: deposit position 20 is 1 000 + 20 * 100
    fireEvent.change(slider('Deposit'), { target: { value: '20' } });
    fireEvent.pointerUp(slider('Deposit'));
    expect(calls.quote).toHaveLength(3);
    expect(quoteParameters(calls, 2)).toEqual({ FamilyKey: 'PCP', Term: 36, CashDeposit: 3_000, AnnualMileage: 12_000, CalculationType: 'CashDeposit' });
    await settled(3);
  });

  it('quotes by regular payment when the payment was edited after the deposit', async () => {
    const { calls } = renderWidget();
    await loaded();
    drag('Deposit', 10);
    fireEvent.pointerUp(slider('Deposit'));
    await screen.findByText('Quote reference CW-500-2');
    expect(quoteParameters(calls, 1)).toEqual({ FamilyKey: 'PCP', Term: 36, CashDeposit: 2_000, AnnualMileage: 10_000, CalculationType: 'CashDeposit' });

    // Payment list 180.55, 181.55, ...: position 100 is 280.55
    drag('Monthly payment', 100);
    fireEvent.pointerUp(slider('Monthly payment'));
    expect(quoteParameters(calls, 2)).toEqual({ FamilyKey: 'PCP', Term: 36, RegularPayment: 280.55, AnnualMileage: 10_000, CalculationType: 'RegularPayment' });
    expect(await screen.findByText('£280.55 per month')).toBeInTheDocument();

    // A term edit keeps quoting by payment
    drag('Term', 2);
    fireEvent.pointerUp(slider('Term'));
    expect(quoteParameters(calls, 3)).toEqual({ FamilyKey: 'PCP', Term: 48, RegularPayment: 280.55, AnnualMileage: 10_000, CalculationType: 'RegularPayment' });
    await settled(4);
  });

  it('shows only the answer to the latest request when answers cross', async () => {
    const fake = fakeFinanceApi();
    const answer = fake.api.quote;
    const pending: (() => void)[] = [];
    fake.api.quote = (request) => {
      const result = answer(request);
      // The first (default) quote answers at once; later ones wait to be released, in any order.
      if (fake.calls.quote.length === 1) return result;
      return new Promise((resolve) => pending.push(() => resolve(result)));
    };
    render(
      <ThemeRoot theme="premium">
        <FinanceWidget car={ukCar} site="premium-uk" language="en" apiBase="" api={fake.api} />
      </ThemeRoot>,
    );
    await settled(1);
    drag('Monthly payment', 100);
    fireEvent.pointerUp(slider('Monthly payment'));
    drag('Monthly payment', 0);
    fireEvent.pointerUp(slider('Monthly payment'));
    expect(fake.calls.quote).toHaveLength(3);
    await act(async () => pending[1]!());
    await settled(3);
    await act(async () => pending[0]!());
    expect(screen.getByText('£180.55 per month')).toBeInTheDocument();
    expect(screen.queryByText('Quote reference CW-500-2')).toBeNull();
  });

  it('quotes the other product at its own figures when switched', async () => {
    const { calls } = renderWidget();
    await loaded();
    fireEvent.click(screen.getByRole('radio', { name: 'Hire Purchase' }));
    // hp: Term 48; Deposit 1 100 snapped to 1 101 (list 1 001, 1 101, ...); no mileage
    expect(quoteParameters(calls, 1)).toEqual({ FamilyKey: 'HP', Term: 48, CashDeposit: 1_101, CalculationType: 'CashDeposit' });
    await screen.findByText('Quote reference CW-500-2');
    expect(screen.queryByRole('slider', { name: 'Annual mileage' })).toBeNull();
    expect(slider('Term')).toHaveAttribute('aria-valuetext', '48 months');
    await settled(2);
  });

  it('hides itself, holding the message, when a quote fails', async () => {
    const { calls, container } = renderWidget({ quoteErrorOn: 2 });
    await loaded();
    drag('Term', 2);
    fireEvent.pointerUp(slider('Term'));
    await waitFor(() => expect(container).toBeEmptyDOMElement());
    expect(calls.quote).toHaveLength(2);
    expect(warn).toHaveBeenCalledWith('[finance widget] quote error: Term must be one of 24, 36, 48 months');
  });

  it('hides itself when the first quote fails or cannot be fetched', async () => {
    const first = renderWidget({ quoteErrorOn: 1 });
    await waitFor(() => expect(first.calls.quote).toHaveLength(1));
    await waitFor(() => expect(first.container).toBeEmptyDOMElement());
    first.unmount();

    const down = fakeFinanceApi();
    down.api.quote = async () => {
      throw new Error('codeweaver cfd: HTTP 502');
    };
    const { container } = render(
      <ThemeRoot theme="premium">
        <FinanceWidget car={ukCar} site="premium-uk" language="en" apiBase="" api={down.api} />
      </ThemeRoot>,
    );
    await waitFor(() => expect(container).toBeEmptyDOMElement());
    expect(warn).toHaveBeenCalledWith('[finance widget] quote error: codeweaver cfd: HTTP 502');
  });
});

describe('FinanceWidget: links and legal text', () => {
  it('links to reserve, apply and part-exchange with the current quote reference, and shows its legal text', async () => {
    const { calls } = renderWidget();
    await loaded();
    const hrefs = () =>
      ['Reserve this car', 'Apply for finance', 'Value your part-exchange'].map((name) => new URL(screen.getByRole('link', { name }).getAttribute('href')!));
    expect(hrefs().map((url) => url.searchParams.get('quoteRef'))).toEqual(['CW-500-1', 'CW-500-1', 'CW-500-1']);
    expect(hrefs().map((url) => url.pathname)).toEqual(['/reserve', '/apply', '/part-exchange']);

    const legal = screen.getByText('Terms and conditions').closest('details')!;
    expect(await within(legal).findByText('Terms of quote CW-500-1.')).toBeInTheDocument();
    expect(calls.legal).toEqual(['CW-500-1']);

    drag('Term', 0);
    fireEvent.pointerUp(slider('Term'));
    await screen.findByText('Quote reference CW-500-2');
    expect(hrefs().map((url) => url.searchParams.get('quoteRef'))).toEqual(['CW-500-2', 'CW-500-2', 'CW-500-2']);
    expect(await within(legal).findByText('Terms of quote CW-500-2.')).toBeInTheDocument();
    expect(calls.legal).toEqual(['CW-500-1', 'CW-500-2']);
  });
});

describe('FinanceWidget: data-layer events', () => {
  async function trackedWidget() {
    jest.useFakeTimers();
    const events: Record<string, unknown>[] = [];
    getEventBus()
      .observe('dataLayer')
      .subscribe((event) => events.push(event));
    const fake = renderWidget();
    await loaded();
    await act(async () => jest.advanceTimersByTime(1_000));
    expect(events).toEqual([]);
    return { events, ...fake };
  }
  const commit = (name: string, position: number) => {
    drag(name, position);
    fireEvent.pointerUp(slider(name));
  };

  it('pushes one event 500 ms after an edit, not at 499 ms', async () => {
    const { events } = await trackedWidget();
    commit('Term', 2);
    await act(async () => jest.advanceTimersByTime(499));
    expect(events).toEqual([]);
    await act(async () => jest.advanceTimersByTime(1));
    expect(events).toEqual([
      {
        event: 'calculator',
        calculator: 'finance',
        car_id: '500',
        product: 'PCP',
        calculation_type: 'CashDeposit',
        term: 48,
        deposit: 1_000,
        monthly_payment: 250.55,
        annual_mileage: 10_000,
      },
    ]);
    await act(async () => jest.advanceTimersByTime(5_000));
    expect(events).toHaveLength(1);
  });

  it('pushes one event for a burst of edits, with the last figures', async () => {
    const { events } = await trackedWidget();
    commit('Term', 0);
    await act(async () => jest.advanceTimersByTime(300));
    commit('Annual mileage', 4);
    await act(async () => jest.advanceTimersByTime(300));
    commit('Monthly payment', 100);
    await act(async () => jest.advanceTimersByTime(499));
    expect(events).toEqual([]);
    await act(async () => jest.advanceTimersByTime(1));
    expect(events).toEqual([expect.objectContaining({ term: 24, annual_mileage: 15_000, monthly_payment: 280.55, calculation_type: 'RegularPayment' })]);
  });
});
