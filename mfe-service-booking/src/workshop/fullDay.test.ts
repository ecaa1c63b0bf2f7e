import { dayChoices, FULL_DAY_TIME, hasChoices } from './fullDay';

describe('the 08:00 rule', () => {
  it('books the whole day at 08:00, after the listed times', () => {
    expect(FULL_DAY_TIME).toBe('08:00');
    expect(dayChoices({ date: '2026-03-03', availableSlots: ['07:00', '13:30'], allDaySlotAvailable: true })).toEqual([
      { date: '2026-03-03', time: '07:00', isFullDay: false },
      { date: '2026-03-03', time: '13:30', isFullDay: false },
      { date: '2026-03-03', time: '08:00', isFullDay: true },
    ]);
  });

  it('offers no whole day when it is not available, and nothing on a closed day', () => {
    expect(dayChoices({ date: '2026-03-07', availableSlots: ['10:00'], allDaySlotAvailable: false })).toEqual([{ date: '2026-03-07', time: '10:00', isFullDay: false }]);
    expect(hasChoices({ date: '2026-03-08', availableSlots: [], allDaySlotAvailable: false })).toBe(false);
    expect(hasChoices({ date: '2026-03-09', availableSlots: [], allDaySlotAvailable: true })).toBe(true);
  });
});
