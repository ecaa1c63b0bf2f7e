import { moveFocus } from './gridKeys';

const MIN = '2026-11-01';
const MAX = '2027-02-28';

describe('moveFocus', () => {
  it.each([
    // 2026-11-27 is a Friday (date -d 2026-11-27 +%a)
    ['ArrowLeft', '2026-11-26'],
    ['ArrowRight', '2026-11-28'],
    ['ArrowUp', '2026-11-20'],
    ['ArrowDown', '2026-12-04'], // 27 + 7 = 34 = 30 November days + 4
    ['Home', '2026-11-23'], // Friday is index 4 from Monday: 27 - 4
    ['End', '2026-11-29'], // 27 + (6 - 4)
    ['PageUp', '2026-10-27'],
    ['PageDown', '2026-12-27'],
  ] as const)('%s from Friday 2026-11-27 goes to %s (PageUp clamped to the minimum below)', (key, expected) => {
    expect(moveFocus('2026-11-27', key, '2026-10-01', MAX)).toBe(expected);
  });

  it('clamps to the first and last day the calendar may show', () => {
    expect(moveFocus('2026-11-01', 'ArrowLeft', MIN, MAX)).toBe(MIN);
    expect(moveFocus('2026-11-27', 'PageUp', MIN, MAX)).toBe(MIN);
    expect(moveFocus('2027-02-27', 'ArrowDown', MIN, MAX)).toBe(MAX);
  });

  it('keeps PageDown on a real day: 31 December + 1 month is 31 January, 31 January + 1 month is 28 February', () => {
    expect(moveFocus('2026-12-31', 'PageDown', MIN, MAX)).toBe('2027-01-31');
    expect(moveFocus('2027-01-31', 'PageDown', MIN, MAX)).toBe('2027-02-28');
  });
});
