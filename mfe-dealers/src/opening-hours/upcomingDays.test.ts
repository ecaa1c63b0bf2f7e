import { upcomingDeviationDays, upcomingVacations } from './upcomingDays';
import { zonedTime } from './zonedTime';

const deviations = {
  deviationdays: [
    { date: '2026-11-03', displayText: '10:00-14:00' },
    { date: '2026-11-01', displayText: 'Stängt' },
    { date: '2026-11-02', displayText: '10:00-15:00' },
    { date: 'snart', displayText: 'Stängt' },
  ],
};
const vacations = {
  vacationdays: [
    { vacationtitle: 'ended yesterday', vacationstart: '2026-10-26', vacationend: '2026-11-01' },
    { vacationtitle: 'ends today', vacationstart: '2026-10-30', vacationend: '2026-11-02' },
    { vacationtitle: 'starts tomorrow', vacationstart: '2026-11-03', vacationend: '2026-11-05' },
    { vacationtitle: 'broken', vacationstart: '2026-02-30', vacationend: '2026-03-02' },
  ],
};

describe('deviation and vacation days from today on', () => {
  it('keep today and later, drop yesterday and unreadable dates, in date order', () => {
    expect(upcomingDeviationDays(deviations, '2026-11-02').map((d) => d.date)).toEqual(['2026-11-02', '2026-11-03']);
    expect(upcomingVacations(vacations, '2026-11-02').map((v) => v.title)).toEqual(['ends today', 'starts tomorrow']);
  });

  it('count “today” in the site’s zone', () => {
    // 2026-11-01T23:30Z is already 2 November in Stockholm (UTC+1) but still 1 November in London (UTC+0).
    const instant = Date.parse('2026-11-01T23:30:00Z');
    expect(upcomingDeviationDays(deviations, zonedTime(instant, 'Europe/Stockholm').date).map((d) => d.date)).toEqual(['2026-11-02', '2026-11-03']);
    expect(upcomingDeviationDays(deviations, zonedTime(instant, 'Europe/London').date).map((d) => d.date)).toEqual(['2026-11-01', '2026-11-02', '2026-11-03']);
    expect(upcomingVacations(vacations, zonedTime(instant, 'Europe/London').date).map((v) => v.title)).toEqual(['ended yesterday', 'ends today', 'starts tomorrow']);
  });

  it('read a date with a time after it by its date part', () => {
    expect(upcomingDeviationDays({ deviationdays: [{ date: '2026-11-02T00:00:00', displayText: 'Stängt' }] }, '2026-11-02')).toEqual([{ date: '2026-11-02', displayText: 'Stängt' }]);
  });
});
