import { cardColumnRules, cardColumns } from './cardColumns';

describe('cardColumns', () => {
  it('shows 1 column below 768 px and 3 from 768 px', () => {
    expect(cardColumns(320, false)).toBe(1);
    expect(cardColumns(767, false)).toBe(1);
    expect(cardColumns(768, false)).toBe(3);
    expect(cardColumns(1279, false)).toBe(3);
  });

  it('stays at 3 beyond 1280 px by default', () => {
    expect(cardColumns(1280, false)).toBe(3);
    expect(cardColumns(1920, false)).toBe(3);
  });

  it('goes to 4 from 1280 px for the wide variant', () => {
    expect(cardColumns(767, true)).toBe(1);
    expect(cardColumns(768, true)).toBe(3);
    expect(cardColumns(1279, true)).toBe(3);
    expect(cardColumns(1280, true)).toBe(4);
  });
});

describe('cardColumnRules', () => {
  it('lists the breakpoints narrowest first', () => {
    expect(cardColumnRules(false)).toEqual([
      { minWidth: 0, columns: 1 },
      { minWidth: 768, columns: 3 },
    ]);
    expect(cardColumnRules(true).map((rule) => rule.minWidth)).toEqual([0, 768, 1280]);
  });
});
