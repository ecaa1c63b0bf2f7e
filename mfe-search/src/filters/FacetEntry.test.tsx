import type { Facet } from '@showroom/contracts';
import { panelProps, renderPanel } from './testing';

// Counts the design system's checkbox renders; everything else of @showroom/ui stays as it is.
const checkboxRenders: string[] = [];
jest.mock('@showroom/ui', () => {
  const actual = jest.requireActual<typeof import('@showroom/ui')>('@showroom/ui');
  return {
    ...actual,
    Checkbox: (props: Parameters<typeof actual.Checkbox>[0]) => {
      checkboxRenders.push(String(props.label));
      return actual.Checkbox(props);
    },
  };
});

const fuel: Facet = { name: 'car_fuel', type: 'value', value: [{ text: 'Petrol', count: 12 }, { text: 'Diesel', count: 3 }, { text: 'Electric', count: 5 }] };
const body: Facet = { name: 'car_body', type: 'value', value: [{ text: 'SUV', count: 9 }, { text: 'Estate', count: 6 }] };

describe('FilterPanel renders', () => {
  beforeEach(() => {
    checkboxRenders.length = 0;
  });

  it('renders again only the value a click changed while the answer is on its way (same facets)', () => {
    const props = panelProps([fuel, body]);
    const view = renderPanel(props);
    expect(checkboxRenders).toEqual(['Petrol', 'Diesel', 'Electric', 'SUV', 'Estate']);
    checkboxRenders.length = 0;
    // The click's render: the same facets (the answer is not in yet), Petrol ticked.
    view.rerender({ values: { car_fuel: ['Petrol'] }, pending: true });
    expect(checkboxRenders).toEqual(['Petrol']);
  });

  it('renders every value again when the answer brings new counts', () => {
    const view = renderPanel(panelProps([fuel, body], { values: { car_fuel: ['Petrol'] } }));
    checkboxRenders.length = 0;
    const counted = (facet: Facet): Facet => (facet.type === 'value' ? { ...facet, value: facet.value.map((v) => ({ ...v, count: v.count + 1 })) } : facet);
    view.rerender({ facets: [counted(fuel), counted(body)] });
    expect(checkboxRenders).toEqual(['Petrol', 'Diesel', 'Electric', 'SUV', 'Estate']);
  });
});
