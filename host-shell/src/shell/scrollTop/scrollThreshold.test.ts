import { isPastScrollThreshold } from './scrollThreshold';

describe('isPastScrollThreshold', () => {
  it('is false up to 528 px and true from 529 px', () => {
    expect(isPastScrollThreshold(0)).toBe(false);
    expect(isPastScrollThreshold(528)).toBe(false);
    expect(isPastScrollThreshold(529)).toBe(true);
  });
});
