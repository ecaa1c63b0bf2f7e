import type { TimeslotDay } from '@showroom/contracts/mechmate';
import { addDays, emptyWeeks, localDate, mondayOf, needsMore, nextLoadFrom, weekDays, withLoaded } from './weekWindow';

const answer = (from: string): TimeslotDay[] => Array.from({ length: 28 }, (_, i) => ({ date: addDays(from, i), availableSlots: i % 2 ? [] : ['09:00'], allDaySlotAvailable: false }));

describe('the week loader', () => {
  it('does calendar arithmetic across a month and the spring clock change', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    // 2026-03-04 is a Wednesday: Monday 03-02; a Sunday (03-08) belongs to the week of Monday 03-02; a Monday is its own.
    expect([mondayOf('2026-03-04'), mondayOf('2026-03-08'), mondayOf('2026-03-09')]).toEqual(['2026-03-02', '2026-03-02', '2026-03-09']);
    expect(localDate(new Date(2026, 2, 4, 23, 30))).toBe('2026-03-04');
  });

  it('loads four weeks from the Monday of today, then four more from the fifth Monday', () => {
    const start = emptyWeeks('2026-03-04');
    expect([nextLoadFrom(start), needsMore(start, 0)]).toEqual(['2026-03-02', true]);
    const four = withLoaded(start, answer('2026-03-02'));
    // Weeks 0-3 loaded: 2026-03-02 + 4 x 7 days = 2026-03-30.
    expect([four.loadedWeeks, nextLoadFrom(four)]).toEqual([4, '2026-03-30']);
    expect(weekDays(four, 1).map((d) => d.date)).toEqual(['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14', '2026-03-15']);
  });

  it('asks for more on the last loaded week (3 of 0-3), not before', () => {
    const four = withLoaded(emptyWeeks('2026-03-04'), answer('2026-03-02'));
    expect([0, 1, 2, 3].map((week) => needsMore(four, week))).toEqual([false, false, false, true]);
    const eight = withLoaded(four, answer('2026-03-30'));
    expect([needsMore(eight, 3), needsMore(eight, 7), nextLoadFrom(eight)]).toEqual([false, true, '2026-04-27']);
    expect(weekDays(eight, 4)[0]).toEqual({ date: '2026-03-30', availableSlots: ['09:00'], allDaySlotAvailable: false });
  });

  it('shows a day the answer left out as one without times', () => {
    expect(weekDays(emptyWeeks('2026-03-04'), 0)[2]).toEqual({ date: '2026-03-04', availableSlots: [], allDaySlotAvailable: false });
  });
});
