import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { facetLabel } from './facetLabel';
import { SelectedChips } from './SelectedChips';
import { selectedFilters, type SelectedFilter } from './selectedFilters';
import { en, renderThemed } from './testing';

const labels = { car_fuel: 'Fuel', car_price: 'Price', 'car_brand>car_model': 'Model', car_body: 'Body', car_mileage: 'Mileage' };
const chosen = () =>
  selectedFilters(
    { car_fuel: ['Diesel'], 'car_body.neq': ['Van'], 'car_brand>car_model': ['BMW>X5'] },
    { car_price: { min: 100000, max: 300000 }, car_mileage: { max: 5000 } },
  );

/** The chips as the car list holds them: a removed one is gone from the next render; clear all empties them. */
function Harness({ initial, onRemove = () => undefined, onClearAll = () => undefined }: { initial: SelectedFilter[]; onRemove?: (f: SelectedFilter) => void; onClearAll?: () => void }) {
  const [filters, setFilters] = useState(initial);
  const fallback = useRef<HTMLDivElement>(null);
  return (
    <div ref={fallback} tabIndex={-1} data-testid="fallback">
      <SelectedChips
        filters={filters}
        labelOf={(name) => facetLabel(name, labels)}
        t={en}
        intl="en-GB"
        onRemove={(filter) => {
          onRemove(filter);
          setFilters((list) => list.filter((f) => f.id !== filter.id));
        }}
        onClearAll={() => {
          onClearAll();
          setFilters([]);
        }}
        focusWhenEmpty={fallback}
      />
    </div>
  );
}

const chipNames = () => within(screen.getByRole('region', { name: 'Selected filters' })).getAllByRole('button', { name: /^Remove filter/ }).map((chip) => chip.getAttribute('aria-label'));

describe('SelectedChips', () => {
  it('lists every filter with a remove button, in the order of the search state', () => {
    renderThemed(<Harness initial={chosen()} />);
    expect(chipNames()).toEqual([
      'Remove filter Fuel: Diesel',
      'Remove filter Body: Not Van',
      'Remove filter Model: BMW X5',
      'Remove filter Price: 100,000–300,000',
      'Remove filter Mileage: up to 5,000',
    ]);
  });

  it('removes a value, an exclusion and a range', async () => {
    const onRemove = jest.fn();
    renderThemed(<Harness initial={chosen()} onRemove={onRemove} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Body: Not Van' }));
    expect(onRemove).toHaveBeenLastCalledWith(expect.objectContaining({ kind: 'value', facet: 'car_body', value: 'Van', excluded: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Price: 100,000–300,000' }));
    expect(onRemove).toHaveBeenLastCalledWith(expect.objectContaining({ kind: 'range', field: 'car_price' }));
    expect(chipNames()).toEqual(['Remove filter Fuel: Diesel', 'Remove filter Model: BMW X5', 'Remove filter Mileage: up to 5,000']);
  });

  it('moves focus to the chip that takes the removed one’s place, the one before it at the end, then to the fallback', async () => {
    renderThemed(<Harness initial={selectedFilters({ car_fuel: ['Diesel', 'Petrol', 'Electric'] }, {})} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Remove filter Fuel: Diesel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // Diesel gone: Petrol is now the first chip.
    expect(screen.getByRole('button', { name: 'Remove filter Fuel: Petrol' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    // Electric was the last: the one before it, Petrol.
    expect(screen.getByRole('button', { name: 'Remove filter Fuel: Petrol' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(screen.queryByRole('region', { name: 'Selected filters' })).toBeNull();
    expect(screen.getByTestId('fallback')).toHaveFocus();
  });

  it('clears all, and focus goes to the fallback', async () => {
    const onClearAll = jest.fn();
    renderThemed(<Harness initial={chosen()} onClearAll={onClearAll} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(onClearAll).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: /^Remove filter/ })).toBeNull();
    expect(screen.getByTestId('fallback')).toHaveFocus();
  });

  it("takes a removed chip away at once, while the list's chips still hold it, until the list gives new ones", async () => {
    // The list gives the chips of the search it shows, which changes only with the answer (CarList): here it never
    // does, until the rerender below.
    const fallback = { current: null as HTMLElement | null };
    const onRemove = jest.fn();
    const chips = (filters: SelectedFilter[]) => (
      <SelectedChips filters={filters} labelOf={(name) => facetLabel(name, labels)} t={en} intl="en-GB" onRemove={onRemove} onClearAll={() => undefined} focusWhenEmpty={fallback} />
    );
    const diesel = selectedFilters({ car_fuel: ['Diesel', 'Petrol'] }, {});
    const { rerender } = renderThemed(chips(diesel));
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Fuel: Diesel' }));
    expect(onRemove).toHaveBeenCalledWith(diesel[0]);
    expect(screen.queryByRole('button', { name: 'Remove filter Fuel: Diesel' })).toBeNull();
    // Focus went to the chip that took its place.
    expect(screen.getByRole('button', { name: 'Remove filter Fuel: Petrol' })).toHaveFocus();
    // The same chips given again (another render of the list before its answer): Diesel stays gone.
    rerender(chips(selectedFilters({ car_fuel: ['Diesel', 'Petrol'] }, {})));
    expect(screen.queryByRole('button', { name: 'Remove filter Fuel: Diesel' })).toBeNull();
    // New chips (the answer's search, where the visitor ticked Diesel again): they show as given.
    rerender(chips(selectedFilters({ car_fuel: ['Diesel', 'Petrol', 'Electric'] }, {})));
    expect(screen.getAllByRole('button', { name: /^Remove filter/ }).map((chip) => chip.getAttribute('aria-label'))).toEqual([
      'Remove filter Fuel: Diesel',
      'Remove filter Fuel: Petrol',
      'Remove filter Fuel: Electric',
    ]);
  });

  it('takes every chip away at once on clear all, while the list still gives them', async () => {
    const fallback = { current: null as HTMLElement | null };
    renderThemed(<SelectedChips filters={chosen()} labelOf={(name) => facetLabel(name, labels)} t={en} intl="en-GB" onRemove={() => undefined} onClearAll={() => undefined} focusWhenEmpty={fallback} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(screen.queryByRole('region', { name: 'Selected filters' })).toBeNull();
  });

  it('has no chips and no clear-all without filters', () => {
    renderThemed(<Harness initial={[]} />);
    expect(screen.queryByRole('region', { name: 'Selected filters' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear all filters' })).toBeNull();
  });
});
