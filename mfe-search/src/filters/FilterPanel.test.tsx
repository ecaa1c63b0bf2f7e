import type { Facet } from '@showroom/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { panelProps, renderPanel } from './testing';

const fuel: Facet = {
  name: 'car_fuel',
  type: 'value',
  value: [
    { text: 'Petrol', count: 12 },
    { text: 'Diesel', count: 3 },
    { text: 'Gas', count: 0 },
  ],
};

/** A value facet with n values named Value 1..n, each matching one car. */
const facetOf = (name: string, n: number): Facet => ({
  name,
  type: 'value',
  value: Array.from({ length: n }, (_, i) => ({ text: `Value ${i + 1}`, count: 1 })),
});

describe('FilterPanel value facets', () => {
  it('shows checkboxes with counts and toggles a value', async () => {
    const props = panelProps([fuel], { labels: { car_fuel: 'Fuel' }, values: { car_fuel: ['Diesel'] } });
    renderPanel(props);
    const petrol = screen.getByRole('checkbox', { name: 'Petrol (12)' });
    const diesel = screen.getByRole('checkbox', { name: 'Diesel (3)' });
    expect(petrol).not.toBeChecked();
    expect(diesel).toBeChecked();
    await userEvent.click(petrol);
    expect(props.onToggleValue).toHaveBeenCalledWith('car_fuel', 'Petrol');
    await userEvent.click(diesel);
    expect(props.onToggleValue).toHaveBeenLastCalledWith('car_fuel', 'Diesel');
  });

  it('disables a value with no cars, unless it is selected', () => {
    const { rerender } = renderPanel(panelProps([fuel]));
    expect(screen.getByRole('checkbox', { name: 'Gas (0)' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Petrol (12)' })).toBeEnabled();
    rerender({ values: { car_fuel: ['Gas'] } });
    expect(screen.getByRole('checkbox', { name: 'Gas (0)' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Gas (0)' })).toBeChecked();
  });

  it('adds a selected value the facet lacks, at count 0, so it can be unticked', () => {
    renderPanel(panelProps([fuel], { values: { car_fuel: ['Hydrogen'] } }));
    const hydrogen = screen.getByRole('checkbox', { name: 'Hydrogen (0)' });
    expect(hydrogen).toBeChecked();
    expect(hydrogen).toBeEnabled();
  });

  // Without a label (spec 2 §8 "Missing facet map") the field name shows as it is.
  it('labels groups from the configuration, else with the raw field name', () => {
    renderPanel(panelProps([fuel, facetOf('car_body', 2)], { labels: { car_fuel: 'Fuel type' } }));
    expect(screen.getByRole('button', { name: 'Fuel type' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'car_body' })).toBeInTheDocument();
  });

  it('collapses and expands a group with its heading button', async () => {
    renderPanel(panelProps([fuel], { labels: { car_fuel: 'Fuel' } }));
    const toggle = screen.getByRole('button', { name: 'Fuel' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('checkbox', { name: 'Petrol (12)' })).toBeNull();
    await userEvent.click(toggle);
    expect(screen.getByRole('checkbox', { name: 'Petrol (12)' })).toBeVisible();
  });

  it('opens the first three groups and any group with a selection; the rest start collapsed', () => {
    const facets = ['a', 'b', 'c', 'd', 'e'].map((name) => facetOf(`car_${name}`, 1));
    renderPanel(panelProps(facets, { values: { car_e: ['Value 1'] } }));
    const expanded = ['car_a', 'car_b', 'car_c', 'car_d', 'car_e'].map((name) => screen.getByRole('button', { name }).getAttribute('aria-expanded'));
    expect(expanded).toEqual(['true', 'true', 'true', 'false', 'true']);
  });

  // Issue 14: every filter change re-renders the panel with new counts; a closed group's controls are not rendered.
  it('renders no controls of a closed group, hidden or not, until it is opened', async () => {
    const facets = ['a', 'b', 'c', 'd'].map((name) => facetOf(`car_${name}`, 2));
    renderPanel(panelProps(facets));
    const closed = screen.getByRole('button', { name: 'car_d' });
    expect(closed).toHaveAttribute('aria-expanded', 'false');
    const body = document.getElementById(closed.getAttribute('aria-controls')!)!;
    expect(body).not.toBeVisible();
    expect(body.querySelectorAll('input')).toHaveLength(0);
    // 3 open groups of 2 values each: 3 x 2 = 6 checkboxes in the whole panel.
    expect(document.querySelectorAll('input[type="checkbox"]')).toHaveLength(6);
    await userEvent.click(closed);
    expect(body.querySelectorAll('input[type="checkbox"]')).toHaveLength(2);
  });

  it('has no search box at 9 values and a labelled one at 10', () => {
    const { unmount } = renderPanel(panelProps([facetOf('car_color', 9)], { labels: { car_color: 'Colour' } }));
    expect(screen.queryByRole('searchbox')).toBeNull();
    unmount();
    renderPanel(panelProps([facetOf('car_color', 10)], { labels: { car_color: 'Colour' } }));
    expect(screen.getByRole('searchbox', { name: 'Search Colour' })).toBeInTheDocument();
  });

  it('filters the shown values by the search text and says when none match', async () => {
    renderPanel(panelProps([facetOf('car_color', 12)], { labels: { car_color: 'Colour' } }));
    const search = screen.getByRole('searchbox', { name: 'Search Colour' });
    await userEvent.type(search, 'value 1');
    // "Value 1", "Value 10", "Value 11", "Value 12"
    expect(screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      'Value 1(1)',
      'Value 10(1)',
      'Value 11(1)',
      'Value 12(1)',
    ]);
    await userEvent.clear(search);
    await userEvent.type(search, 'zzz');
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.getByText('No matching options')).toBeInTheDocument();
  });

  it('clears one facet from its group', async () => {
    const props = panelProps([fuel], { labels: { car_fuel: 'Fuel' }, values: { car_fuel: ['Diesel'] } });
    renderPanel(props);
    await userEvent.click(screen.getByRole('button', { name: 'Clear Fuel' }));
    expect(props.onClear).toHaveBeenCalledWith('car_fuel');
  });

  it('has no clear button on a group without a filter', () => {
    renderPanel(panelProps([fuel], { labels: { car_fuel: 'Fuel' } }));
    expect(screen.queryByRole('button', { name: 'Clear Fuel' })).toBeNull();
  });

  it('skips malformed facets and values without crashing', () => {
    const bad = [
      null,
      { name: 'car_x' },
      { name: 'car_body', type: 'value', value: 'SUV' },
      { name: 'car_fuel', type: 'value', value: [{ text: 'Petrol', count: 2 }, { text: 5 }, null] },
    ] as unknown as Facet[];
    renderPanel(panelProps(bad, { values: { car_fuel: 'Petrol' } as unknown as Record<string, string[]> }));
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'car_body' })).toBeNull();
  });
});

describe('FilterPanel nested facet on its own (brand > model)', () => {
  const brandModel: Facet = {
    name: 'car_brand>car_model',
    type: 'value',
    value: [
      { text: 'BMW', count: 5, children: [{ text: 'X5', count: 3 }, { text: 'X3', count: 2 }] },
      { text: 'Audi', count: 2, children: [{ text: 'A4', count: 2 }] },
    ],
  };

  it('shows models only under a chosen brand', () => {
    const { rerender } = renderPanel(panelProps([brandModel]));
    expect(screen.getByRole('checkbox', { name: 'BMW (5)' })).not.toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'X5 (3)' })).toBeNull();
    rerender({ values: { 'car_brand>car_model': ['BMW'] } });
    expect(screen.getByRole('checkbox', { name: 'BMW (5)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'X5 (3)' })).not.toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'A4 (2)' })).toBeNull();
  });

  it('replaces the brand by the model when a model is ticked (one onSetValues call)', async () => {
    const onSetValues = jest.fn();
    renderPanel(panelProps([brandModel], { values: { 'car_brand>car_model': ['BMW'] }, onSetValues }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'X5 (3)' }));
    expect(onSetValues).toHaveBeenCalledWith('car_brand>car_model', ['BMW>X5']);
  });

  it('keeps the brand ticked through its model', () => {
    renderPanel(panelProps([brandModel], { values: { 'car_brand>car_model': ['BMW>X5'] } }));
    expect(screen.getByRole('checkbox', { name: 'BMW (5)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'X5 (3)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'X3 (2)' })).not.toBeChecked();
  });

  it('without onSetValues sends the change as toggles: the brand off, then the model on', async () => {
    const props = panelProps([brandModel], { values: { 'car_brand>car_model': ['BMW'] } });
    renderPanel(props);
    await userEvent.click(screen.getByRole('checkbox', { name: 'X5 (3)' }));
    expect((props.onToggleValue as jest.Mock).mock.calls).toEqual([
      ['car_brand>car_model', 'BMW'],
      ['car_brand>car_model', 'BMW>X5'],
    ]);
  });

  it('unticking a brand drops its models too', async () => {
    const onSetValues = jest.fn();
    renderPanel(panelProps([brandModel], { values: { 'car_brand>car_model': ['BMW>X5', 'Audi'] }, onSetValues }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'BMW (5)' }));
    expect(onSetValues).toHaveBeenCalledWith('car_brand>car_model', ['Audi']);
  });
});

describe('FilterPanel nested facet beside its brand facet', () => {
  const brand: Facet = { name: 'car_brand', type: 'value', value: [{ text: 'BMW', count: 5 }, { text: 'Audi', count: 2 }] };
  const brandModel: Facet = {
    name: 'car_brand>car_model',
    type: 'value',
    value: [
      { text: 'BMW', count: 5, children: [{ text: 'X5', count: 3 }, { text: 'X3', count: 0 }] },
      { text: 'Audi', count: 2, children: [{ text: 'A4', count: 2 }] },
    ],
  };
  const labels = { car_brand: 'Brand', 'car_brand>car_model': 'Model' };

  it('asks for a brand first', () => {
    renderPanel(panelProps([brand, brandModel], { labels }));
    expect(screen.getByText('Choose Brand first.')).toBeInTheDocument();
  });

  it('offers the models of the brands chosen in the brand facet, grouped by brand', async () => {
    const props = panelProps([brand, brandModel], { labels, values: { car_brand: ['BMW'] } });
    renderPanel(props);
    const group = screen.getByRole('group', { name: 'BMW' });
    expect(within(group).getByRole('checkbox', { name: 'X5 (3)' })).toBeEnabled();
    expect(within(group).getByRole('checkbox', { name: 'X3 (0)' })).toBeDisabled();
    expect(screen.queryByRole('checkbox', { name: 'A4 (2)' })).toBeNull();
    await userEvent.click(within(group).getByRole('checkbox', { name: 'X5 (3)' }));
    // the brand lives in car_brand, so nothing else changes in the nested facet
    expect(props.onToggleValue).toHaveBeenCalledTimes(1);
    expect(props.onToggleValue).toHaveBeenCalledWith('car_brand>car_model', 'BMW>X5');
  });

  it('ticks from values but offers from offeredFor: a brand ticked while the list waits shows its models with the answer', () => {
    // The list has asked for BMW (values) and still shows the search without it (offeredFor): the box is ticked, but
    // the models and the clear button follow the search the counts are for.
    const { rerender } = renderPanel(panelProps([brand, brandModel], { labels, values: { car_brand: ['BMW'] }, offeredFor: {} }));
    expect(screen.getByRole('checkbox', { name: 'BMW (5)' })).toBeChecked();
    expect(screen.getByText('Choose Brand first.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear Brand' })).toBeNull();
    rerender({ offeredFor: { car_brand: ['BMW'] } });
    expect(within(screen.getByRole('group', { name: 'BMW' })).getByRole('checkbox', { name: 'X5 (3)' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Clear Brand' })).toBeInTheDocument();
  });

  it('unticking the last model does not add the brand to the nested facet', async () => {
    const onSetValues = jest.fn();
    renderPanel(panelProps([brand, brandModel], { labels, values: { car_brand: ['BMW'], 'car_brand>car_model': ['BMW>X5'] }, onSetValues }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'X5 (3)' }));
    expect(onSetValues).toHaveBeenCalledWith('car_brand>car_model', []);
  });
});

describe('FilterPanel without the chips', () => {
  it('shows no chips or clear-all: they are above the list (ResultsHeader), where a new one moves no filter', () => {
    renderPanel(panelProps([fuel], { labels: { car_fuel: 'Fuel' }, values: { car_fuel: ['Diesel'] } }));
    expect(screen.queryByRole('region', { name: 'Selected filters' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove filter/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear all filters' })).toBeNull();
  });
});

describe('FilterPanel result count', () => {
  it('shows the capped, formatted count, and "Updating…" while pending', () => {
    const { rerender } = renderPanel(panelProps([fuel], { resultCount: 12345 }));
    expect(screen.getByRole('status')).toHaveTextContent('10,000+ cars');
    rerender({ resultCount: 1 });
    expect(screen.getByRole('status')).toHaveTextContent('1 car');
    rerender({ pending: true });
    expect(screen.getByRole('status')).toHaveTextContent('Updating…');
    expect(screen.getByRole('region', { name: 'Filters' })).toHaveAttribute('aria-busy', 'true');
  });
});
