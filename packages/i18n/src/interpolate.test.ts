import { interpolate } from './interpolate';

describe('interpolate', () => {
  it('fills every occurrence of each placeholder', () => {
    expect(interpolate('Steg {n}/{max}', { n: 2, max: 4 })).toBe('Steg 2/4');
    expect(interpolate('{a} och {a}', { a: 'x' })).toBe('x och x');
  });
  it('leaves unknown placeholders visible', () => {
    expect(interpolate('Hej {name}', {})).toBe('Hej {name}');
  });
  it('does not read inherited properties as values', () => {
    expect(interpolate('{toString}', {})).toBe('{toString}');
  });
});
