import { isValueDisabled, matchValues, showsValueSearch, usableValues, withSelectedValues } from './facetValues';

describe('showsValueSearch', () => {
  it('starts at 10 values', () => {
    expect(showsValueSearch(9)).toBe(false);
    expect(showsValueSearch(10)).toBe(true);
  });
});

describe('isValueDisabled', () => {
  it('disables a zero count unless selected', () => {
    expect(isValueDisabled({ text: 'Gas', count: 0 }, false)).toBe(true);
    expect(isValueDisabled({ text: 'Gas', count: 0 }, true)).toBe(false);
    expect(isValueDisabled({ text: 'Diesel', count: 3 }, false)).toBe(false);
  });
});

describe('usableValues', () => {
  it('skips entries without text or count', () => {
    const raw = [{ text: 'BMW', count: 2 }, { text: '', count: 1 }, { text: 'Audi' }, null, 'Volvo', { text: 'Kia', count: Number.NaN }];
    expect(usableValues(raw)).toEqual([{ text: 'BMW', count: 2 }]);
    expect(usableValues(undefined)).toEqual([]);
  });

  it('keeps the first of repeated texts', () => {
    expect(usableValues([{ text: 'BMW', count: 2 }, { text: 'BMW', count: 9 }])).toEqual([{ text: 'BMW', count: 2 }]);
  });
});

describe('withSelectedValues', () => {
  it('appends selected values the facet lacks at count 0', () => {
    expect(withSelectedValues([{ text: 'BMW', count: 2 }], ['BMW', 'Saab'])).toEqual([
      { text: 'BMW', count: 2 },
      { text: 'Saab', count: 0 },
    ]);
  });
});

describe('matchValues', () => {
  const values = [
    { text: 'Volvo', count: 1 },
    { text: 'Volkswagen', count: 1 },
    { text: 'BMW', count: 1 },
  ];
  it('keeps values containing the query, ignoring case and spaces around it', () => {
    expect(matchValues(values, ' vol ').map((v) => v.text)).toEqual(['Volvo', 'Volkswagen']);
    expect(matchValues(values, 'mw').map((v) => v.text)).toEqual(['BMW']);
  });
  it('keeps all for a blank query', () => {
    expect(matchValues(values, '  ')).toHaveLength(3);
  });
});
