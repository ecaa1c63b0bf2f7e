import { radioKeyTarget } from './radioKeys';

describe('radioKeyTarget (a group of 4: indexes 0..3)', () => {
  it('steps forward and wraps: 1 -> 2, 3 -> 0', () => {
    expect(radioKeyTarget('ArrowDown', 1, 4)).toBe(2);
    expect(radioKeyTarget('ArrowRight', 3, 4)).toBe(0);
  });
  it('steps back and wraps: 2 -> 1, 0 -> 3', () => {
    expect(radioKeyTarget('ArrowUp', 2, 4)).toBe(1);
    expect(radioKeyTarget('ArrowLeft', 0, 4)).toBe(3);
  });
  it('goes to the ends with Home (0) and End (3)', () => {
    expect(radioKeyTarget('Home', 2, 4)).toBe(0);
    expect(radioKeyTarget('End', 0, 4)).toBe(3);
  });
  it('from no selection: forward is the first, back is the last', () => {
    expect(radioKeyTarget('ArrowDown', -1, 4)).toBe(0);
    expect(radioKeyTarget('ArrowUp', -1, 4)).toBe(3);
  });
  it('ignores other keys and empty groups', () => {
    expect(radioKeyTarget(' ', 1, 4)).toBeNull();
    expect(radioKeyTarget('Tab', 1, 4)).toBeNull();
    expect(radioKeyTarget('Home', -1, 0)).toBeNull();
  });
});
