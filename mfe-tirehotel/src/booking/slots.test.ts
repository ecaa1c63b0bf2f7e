import { slotTime, slotTimes } from './slots';

describe('slotTime', () => {
  it.each([
    ['2026-11-05T08:00:00', '08:00'], // what the sandbox sends (availability.ts)
    ['08:00:00', '08:00'],
    ['14:30', '14:30'],
    [' 2026-11-05T07:15 ', '07:15'],
  ])('%s is %s', (input, expected) => expect(slotTime(input)).toBe(expected));

  it('holds no time in something else', () => {
    expect(slotTime('')).toBeUndefined();
    expect(slotTime('morgon')).toBeUndefined();
  });
});

describe('slotTimes', () => {
  it('merges the lifts, drops repeats and sorts', () => {
    const answer = {
      availableTimeSlotDates: [
        { startTime: ['2026-12-03T09:00:00', '2026-12-03T07:00:00', '2026-12-03T11:00:00'] },
        { startTime: ['2026-12-03T08:00:00', '2026-12-03T09:00:00', '10:00:00', 'x'] },
      ],
    };
    // 07, 08, 09 (twice), 10, 11; 'x' holds no time.
    expect(slotTimes(answer)).toEqual(['07:00', '08:00', '09:00', '10:00', '11:00']);
  });

  it('is empty for a day without times (a call-back day)', () => {
    expect(slotTimes({ availableTimeSlotDates: [] })).toEqual([]);
    expect(slotTimes({ availableTimeSlotDates: [{ startTime: [] }] })).toEqual([]);
  });
});
