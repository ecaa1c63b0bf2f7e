import { overflowsLimit } from './collapse';

describe('overflowsLimit', () => {
  it('needs a toggle only when the content is taller than the limit', () => {
    expect(overflowsLimit(301, 300)).toBe(false);
    expect(overflowsLimit(300, 300)).toBe(false);
    expect(overflowsLimit(302, 300)).toBe(true);
    expect(overflowsLimit(0, 190)).toBe(false);
    expect(overflowsLimit(191.5, 190)).toBe(true);
  });
});
