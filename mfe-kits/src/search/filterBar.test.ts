import type { Facet } from '@showroom/contracts';
import { showFilterBar } from './filterBar';

const noFacets: Facet[] = [];
const emptyFacet: Facet[] = [{ name: 'kitcategory', type: 'value', value: [] }];
const oneFacet: Facet[] = [{ name: 'kitcategory', type: 'value', value: [{ text: 'Transport', count: 3 }] }];

describe('showFilterBar (spec 3 §2.1: facets exist or total_items over 8)', () => {
  it('hides it at 8 kits without facets and shows it at 9', () => {
    expect(showFilterBar(noFacets, 8)).toBe(false);
    expect(showFilterBar(noFacets, 9)).toBe(true);
  });
  it('a facet without values is no facet', () => {
    expect(showFilterBar(emptyFacet, 8)).toBe(false);
  });
  it('shows it for facets even with few kits', () => {
    expect(showFilterBar(oneFacet, 3)).toBe(true);
  });
});
