import { baseKey, isFilterKey, isFilterValue } from './limits';

describe('isFilterKey', () => {
  it.each<[string, boolean]>([
    ['car_brand', true],
    ['car_brand>car_model', true],
    ['car_fuel.neq', true],
    ['retailPrice', true],
    ['x'.repeat(104), true],
    ['x'.repeat(105), false],
    ['', false],
    ['car brand', false],
    ['car-brand', false],
    ['car_brand[]', false],
    ['__proto__', false],
    ['car_brand>constructor', false],
    ['prototype.neq', false],
  ])('%s -> %p', (key, expected) => {
    expect(isFilterKey(key)).toBe(expected);
  });
});

describe('isFilterValue', () => {
  it.each<[unknown, boolean]>([
    ['BMW', true],
    ['y'.repeat(200), true],
    ['y'.repeat(201), false],
    ['', false],
    ['  ', false],
    [5, false],
    [null, false],
  ])('%p -> %p', (value, expected) => {
    expect(isFilterValue(value)).toBe(expected);
  });
});

describe('baseKey', () => {
  it.each([
    ['car_fuel.neq', 'car_fuel'],
    ['car_fuel', 'car_fuel'],
    ['car_brand>car_model.neq', 'car_brand>car_model'],
  ])('%s -> %s', (key, expected) => {
    expect(baseKey(key)).toBe(expected);
  });
});
