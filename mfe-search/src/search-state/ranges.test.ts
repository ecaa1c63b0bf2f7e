import { clampRange, parseRangeInput, rangeFilter } from './ranges';
import type { RangeValue } from './types';

describe('parseRangeInput', () => {
  it.each<[string, number | null]>([
    ['250000', 250000],
    ['250 000', 250000],
    ['250\u00a0000', 250000],
    ['1\u202f250\u2009000', 1250000],
    ['  42  ', 42],
    ['0', 0],
    ['-5', -5],
    ['', null],
    ['   ', null],
    ['12.5', null],
    ['1,5', null],
    ['100 kr', null],
    ['abc', null],
    ['1234567890123456', null],
  ])('%j -> %p', (text, expected) => {
    expect(parseRangeInput(text)).toBe(expected);
  });
});

describe('clampRange', () => {
  const span = { min: 50000, max: 900000 };
  it.each<[string, RangeValue, 'min' | 'max' | undefined, RangeValue]>([
    ['inside stays', { min: 100000, max: 300000 }, undefined, { min: 100000, max: 300000 }],
    ['below min and above max are clamped', { min: 10, max: 2000000 }, undefined, { min: 50000, max: 900000 }],
    ['open sides stay open', { max: 300000 }, undefined, { max: 300000 }],
    ['crossed after editing min: max follows', { min: 500000, max: 300000 }, 'min', { min: 500000, max: 500000 }],
    ['crossed after editing max: min follows', { min: 500000, max: 300000 }, 'max', { min: 300000, max: 300000 }],
    ['crossed by default keeps min', { min: 500000, max: 300000 }, undefined, { min: 500000, max: 500000 }],
    ['clamped then crossed', { min: 2000000, max: 100000 }, 'min', { min: 900000, max: 900000 }],
  ])('%s', (_name, value, changed, expected) => {
    expect(clampRange(value, span, changed)).toEqual(expected);
  });

  it('orders a swapped span', () => {
    expect(clampRange({ min: 1, max: 99 }, { min: 90, max: 10 })).toEqual({ min: 10, max: 90 });
  });

  it('leaves the value as is for an unusable span', () => {
    expect(clampRange({ min: 1, max: 99 }, { min: Number.NaN, max: 10 })).toEqual({ min: 1, max: 99 });
  });
});

describe('rangeFilter', () => {
  const span = { min: 50000, max: 900000 };
  it.each<[string, RangeValue, RangeValue | null]>([
    ['the full span removes the filter', { min: 50000, max: 900000 }, null],
    ['both sides open removes the filter', {}, null],
    ['beyond the span counts as the full span', { min: 0, max: 1000000 }, null],
    ['a side at the edge is left open', { min: 50000, max: 300000 }, { max: 300000 }],
    ['the other side at the edge', { min: 100000, max: 900000 }, { min: 100000 }],
    ['inside on both sides', { min: 100000, max: 300000 }, { min: 100000, max: 300000 }],
  ])('%s', (_name, value, expected) => {
    expect(rangeFilter(value, span)).toEqual(expected);
  });

  it('keeps both sides when the span is unusable', () => {
    expect(rangeFilter({ min: 1, max: 2 }, { min: Number.NaN, max: Number.NaN })).toEqual({ min: 1, max: 2 });
  });
});
