import { boundsFilter, clampBounds, facetSpan, sameFilter } from './rangeBounds';

describe('facetSpan', () => {
  it('takes the facet min and max', () => {
    expect(facetSpan({ min: 50000, max: 900000 })).toEqual({ min: 50000, max: 900000 });
  });

  it('widens fractions to whole numbers (floor 1.5 = 1, ceil 9.2 = 10)', () => {
    expect(facetSpan({ min: 1.5, max: 9.2 })).toEqual({ min: 1, max: 10 });
  });

  it.each([
    ['a single value', { min: 5, max: 5 }],
    ['min above max', { min: 9, max: 5 }],
    ['NaN', { min: Number.NaN, max: 5 }],
    ['Infinity', { min: 0, max: Infinity }],
    ['text', { min: '0', max: 5 }],
    ['missing', {}],
  ])('is null for %s', (_, facet) => {
    expect(facetSpan(facet as { min: unknown; max: unknown })).toBeNull();
  });
});

describe('clampBounds', () => {
  const span = { min: 50000, max: 900000 };

  it('keeps bounds inside the span', () => {
    expect(clampBounds({ min: 100000, max: 300000 }, span)).toEqual({ min: 100000, max: 300000 });
  });

  it('clamps below min and above max to the edges', () => {
    expect(clampBounds({ min: 10, max: 2000000 }, span)).toEqual({ min: 50000, max: 900000 });
  });

  it('keeps open sides open and drops non-numbers', () => {
    expect(clampBounds({ max: 300000 }, span)).toEqual({ max: 300000 });
    expect(clampBounds({ min: Number.NaN, max: 300000 }, span)).toEqual({ max: 300000 });
    expect(clampBounds(null, span)).toEqual({});
  });

  it('moves the other side when a changed lower bound passes the upper', () => {
    expect(clampBounds({ min: 400000, max: 300000 }, span, 'min')).toEqual({ min: 400000, max: 400000 });
  });

  it('moves the other side when a changed upper bound goes under the lower', () => {
    expect(clampBounds({ min: 400000, max: 300000 }, span, 'max')).toEqual({ min: 300000, max: 300000 });
  });
});

describe('boundsFilter', () => {
  const span = { min: 50000, max: 900000 };

  it('keeps bounds strictly inside the span', () => {
    expect(boundsFilter({ min: 60000, max: 800000 }, span)).toEqual({ min: 60000, max: 800000 });
  });

  it('opens a side that sits at the edge', () => {
    expect(boundsFilter({ min: 50000, max: 800000 }, span)).toEqual({ max: 800000 });
    expect(boundsFilter({ min: 60000, max: 900000 }, span)).toEqual({ min: 60000 });
  });

  it('is null for the full span and for open bounds', () => {
    expect(boundsFilter({ min: 50000, max: 900000 }, span)).toBeNull();
    expect(boundsFilter({}, span)).toBeNull();
  });
});

describe('sameFilter', () => {
  it('compares side by side, with null and {} both meaning no filter', () => {
    expect(sameFilter(null, {})).toBe(true);
    expect(sameFilter({ min: 1 }, { min: 1 })).toBe(true);
    expect(sameFilter({ min: 1 }, { max: 1 })).toBe(false);
    expect(sameFilter({ min: 1, max: 2 }, { min: 1 })).toBe(false);
  });
});
