import type { FinanceParameter } from '@showroom/contracts/codeweaver';
import { financeValueList, snapToList, stepInList } from './financeValues';

const parameter = (p: Omit<FinanceParameter, 'Locale'>): FinanceParameter => ({ ...p, Locale: { DisplayValue: '' } });

describe('financeValueList', () => {
  it('uses the Values, ascending and without repeats', () => {
    expect(financeValueList(parameter({ Default: 36, Values: [48, 24, 36, 24] }))).toEqual([24, 36, 48]);
  });

  it('steps a range from its minimum and ends on its maximum', () => {
    expect(financeValueList(parameter({ Default: 1_101, Minimum: 1_001, Maximum: 1_500, Step: 100 }))).toEqual([1_001, 1_101, 1_201, 1_301, 1_401, 1_500]);
  });

  it('keeps pence without floating-point dust', () => {
    // 180.55 + 1 = 181.55, + 2 = 182.55, then the maximum 183
    expect(financeValueList(parameter({ Default: 181, Minimum: 180.55, Maximum: 183, Step: 1 }))).toEqual([180.55, 181.55, 182.55, 183]);
    // 0.1 + 0.2 would be 0.30000000000000004
    expect(financeValueList(parameter({ Default: 0, Minimum: 0.1, Maximum: 0.4, Step: 0.1 }))).toEqual([0.1, 0.2, 0.3, 0.4]);
  });

  it('steps whole units when a range has no Step', () => {
    expect(financeValueList(parameter({ Default: 11, Minimum: 10, Maximum: 13 }))).toEqual([10, 11, 12, 13]);
  });

  it('is the Default alone without Values or a range', () => {
    expect(financeValueList(parameter({ Default: 42 }))).toEqual([42]);
    expect(financeValueList(parameter({ Default: 42, Minimum: 50, Maximum: 50 }))).toEqual([42]);
  });

  it('thins a range that would have too many positions', () => {
    // 0..1 000 000 by 0.01 would be 100 000 001 positions; at most 2 000 steps of 500
    const list = financeValueList(parameter({ Default: 0, Minimum: 0, Maximum: 1_000_000, Step: 0.01 }));
    expect(list).toHaveLength(2_001);
    expect(list.slice(0, 3)).toEqual([0, 500, 1_000]);
    expect(list[list.length - 1]).toBe(1_000_000);
  });
});

describe('snapToList', () => {
  const list = [1_001, 1_101, 1_201, 1_301];

  it('snaps to the nearest value, the smaller on a tie', () => {
    expect(snapToList(1_149, list)).toBe(1_101);
    expect(snapToList(1_152, list)).toBe(1_201);
    expect(snapToList(1_151, list)).toBe(1_101);
  });

  it('snaps values outside the list to its ends', () => {
    expect(snapToList(0, list)).toBe(1_001);
    expect(snapToList(9_999, list)).toBe(1_301);
  });
});

describe('stepInList', () => {
  const list = [24, 36, 48];

  it('moves one position up or down', () => {
    expect(stepInList(list, 36, 1)).toBe(48);
    expect(stepInList(list, 36, -1)).toBe(24);
  });

  it('stays at the ends', () => {
    expect(stepInList(list, 48, 1)).toBe(48);
    expect(stepInList(list, 24, -1)).toBe(24);
  });

  it('from a value off the list, goes to the neighbour in that direction', () => {
    expect(stepInList(list, 40, 1)).toBe(48);
    expect(stepInList(list, 40, -1)).toBe(36);
    expect(stepInList(list, 99, -1)).toBe(48);
  });
});
