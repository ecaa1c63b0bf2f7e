import { act, render, screen } from '@testing-library/react';
import { getEventBus, resetEventBusForTests } from '@showroom/event-bus';
import { ThemeRoot } from '@showroom/ui';
import { CompareBarWhenFilled } from './CompareBarWhenFilled';
import { controlledApi, XC60 } from './compareTesting';

// Counts how often the bar's module is evaluated: a static import would count 1 before anything renders. The count
// lives on globalThis, since such an import runs the factory before this file's own lines.
type Counter = { compareBarLoads?: number };
const barLoads = () => (globalThis as Counter).compareBarLoads ?? 0;
jest.mock('./CompareBar', () => {
  const counter = globalThis as Counter;
  counter.compareBarLoads = (counter.compareBarLoads ?? 0) + 1;
  return jest.requireActual('./CompareBar');
});

function renderBar() {
  return render(
    <ThemeRoot theme="dealergroup">
      <CompareBarWhenFilled site="dealergroup-se" language="sv" searchHits={controlledApi().searchHits} carDetailBase="/kop-bil" />
    </ThemeRoot>,
  );
}

describe('CompareBarWhenFilled: the compare bar loads with the first compared car', () => {
  afterEach(() => resetEventBusForTests());

  it("does not load the bar's code while the compare list is empty", () => {
    renderBar();
    expect(screen.queryByTestId('compare-bar')).toBeNull();
    expect(barLoads()).toBe(0);
  });

  it('loads it once a car is added, and shows the bar with that car', async () => {
    renderBar();
    act(() => getEventBus().set('compare', [XC60]));
    expect(await screen.findByRole('button', { name: 'Jämför (1)' })).toBeInTheDocument();
    expect(barLoads()).toBe(1);
  });
});
