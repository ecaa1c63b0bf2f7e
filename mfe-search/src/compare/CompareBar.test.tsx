import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getEventBus, resetEventBusForTests } from '@showroom/event-bus';
import { ThemeRoot } from '@showroom/ui';
import { sampleCars } from '../testing/sampleCars';
import { CompareBar } from './CompareBar';
import { CompareToggle } from './CompareToggle';
import { controlledApi, I3, record, XC60 } from './compareTesting';

function renderBar(searchHits = controlledApi().searchHits) {
  return render(
    <ThemeRoot theme="dealergroup">
      <button type="button">before</button>
      <CompareBar site="dealergroup-se" language="sv" searchHits={searchHits} carDetailBase="/kop-bil" />
    </ThemeRoot>,
  );
}

const bar = () => screen.queryByRole('region', { name: 'Jämförelse' });

describe('CompareBar', () => {
  afterEach(() => resetEventBusForTests());

  it('is hidden while the compare list is empty', () => {
    renderBar();
    expect(bar()).toBeNull();
    expect(screen.queryByTestId('compare-bar')).toBeNull();
  });

  it('shows the compared cars with links, remove buttons, clear and "Jämför (n)"', () => {
    getEventBus().set('compare', [XC60, I3]);
    renderBar();
    const region = bar()!;
    expect(within(region).getByRole('link', { name: 'Volvo XC60 B4' })).toHaveAttribute('href', '/kop-bil/101/volvo-xc60');
    expect(within(region).getByRole('link', { name: 'BMW i3' })).toHaveAttribute('href', '/kop-bil/202/bmw-i3');
    expect(within(region).getByRole('button', { name: 'Ta bort BMW i3 från jämförelsen' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Rensa alla' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Jämför (2)' })).toBeInTheDocument();
    // Announced politely: "2 bilar att jämföra".
    expect(within(region).getByText('2 bilar att jämföra')).toBeInTheDocument();
  });

  it('follows the bus: a car added elsewhere appears, and the bar hides when the list empties', () => {
    renderBar();
    act(() => getEventBus().set('compare', [XC60]));
    expect(within(bar()!).getByRole('button', { name: 'Jämför (1)' })).toBeInTheDocument();
    act(() => getEventBus().set('compare', []));
    expect(bar()).toBeNull();
  });

  it('adds if absent and removes if present through the card toggle, and the bar follows', async () => {
    const [car] = sampleCars(1);
    render(
      <ThemeRoot theme="dealergroup">
        <CompareToggle car={car!} intl="sv-SE" site="dealergroup-se" language="sv" labels={{ text: 'Jämför', accessibleName: 'Jämför Volvo XC60' }} />
        <CompareBar site="dealergroup-se" language="sv" searchHits={controlledApi().searchHits} carDetailBase="/kop-bil" />
      </ThemeRoot>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Jämför Volvo XC60' }));
    expect(getEventBus().get('compare').map((c) => c.car_id)).toEqual(['1000']);
    expect(within(bar()!).getByRole('link', { name: 'Volvo XC60 B4' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Jämför Volvo XC60' }));
    expect(getEventBus().get('compare')).toEqual([]);
    expect(bar()).toBeNull();
  });

  it('removes one car through the bus and keeps focus in the bar', async () => {
    getEventBus().set('compare', [XC60, I3]);
    renderBar();
    await userEvent.click(screen.getByRole('button', { name: 'Ta bort Volvo XC60 B4 från jämförelsen' }));
    expect(getEventBus().get('compare')).toEqual([I3]);
    expect(screen.queryByRole('link', { name: 'Volvo XC60 B4' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Jämför (1)' })).toHaveFocus();
  });

  it('clears the list through the bus and hides', async () => {
    getEventBus().set('compare', [XC60, I3]);
    renderBar();
    await userEvent.click(screen.getByRole('button', { name: 'Rensa alla' }));
    expect(getEventBus().get('compare')).toEqual([]);
    expect(bar()).toBeNull();
  });

  it('opens the compare modal, and an emptied list closes it for good', async () => {
    const { searchHits, calls } = controlledApi();
    getEventBus().set('compare', [XC60]);
    renderBar(searchHits);
    await userEvent.click(screen.getByRole('button', { name: 'Jämför (1)' }));
    expect(await screen.findByRole('dialog', { name: 'Jämför bilar' })).toBeInTheDocument();
    await act(async () => calls[0]!.resolve([record(XC60)]));
    act(() => getEventBus().set('compare', []));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bar()).toBeNull();
    // Adding a car again shows the bar, not the modal.
    act(() => getEventBus().set('compare', [I3]));
    expect(bar()).not.toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
