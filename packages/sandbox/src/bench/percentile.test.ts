import { percentile } from './percentile';

describe('percentile (nearest rank)', () => {
  it('matches hand-worked ranks', () => {
    const samples = [15, 20, 35, 40, 50];
    // p50: rank ceil(0.5 * 5) = 3 -> 35; p95: rank ceil(0.95 * 5) = 5 -> 50; p0 clamps to rank 1 -> 15
    expect(percentile(samples, 50)).toBe(35);
    expect(percentile(samples, 95)).toBe(50);
    expect(percentile(samples, 0)).toBe(15);
  });
  it('does not depend on input order', () => {
    expect(percentile([50, 15, 40, 20, 35], 50)).toBe(35);
  });
});
