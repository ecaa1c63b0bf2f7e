import type { Facet } from '@showroom/contracts';
import { ThemeRoot } from '@showroom/ui';
import { FilterPanel } from './FilterPanel';
import { FilterPanelFrame } from './FilterPanelFrame';
import { en, panelProps } from './testing';
import { serverRenderThenHydrate } from '@showroom/test-kit';

const facets: Facet[] = [
  { name: 'car_brand', type: 'value', value: [{ text: 'BMW', count: 5 }] },
  { name: 'car_price', type: 'histogram', min: 50000, max: 900000, count: 5 },
];

describe('server render', () => {
  it('hydrates the frame and panel without mismatches, even with a stored mode', async () => {
    const props = panelProps(facets, { values: { car_brand: ['BMW'] }, ranges: { car_price: { min: 100000 } }, resultCount: 5 });
    const ui = (
      <ThemeRoot theme="dealergroup">
        <FilterPanelFrame t={en} intl="en-GB" activeCount={2} resultCount={5} panel={<FilterPanel {...props} />}>
          <p>list</p>
        </FilterPanelFrame>
      </ThemeRoot>
    );
    // The server has no session storage: the mode is stored only in the browser.
    const { container } = await serverRenderThenHydrate(ui, { beforeHydrate: () => window.sessionStorage.setItem('showroom.filterMode', 'toggle') });
    // after hydration the stored mode applies
    expect(container.querySelector('[data-mode]')).toHaveAttribute('data-mode', 'toggle');
    container.remove();
    window.sessionStorage.clear();
  });
});
