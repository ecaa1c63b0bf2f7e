import type { SiteDepartment } from '@showroom/contracts';
import { calendarDateOf } from './calendarDate';

export interface DeviationDay {
  date: string;
  displayText: string;
}

export interface VacationDays {
  title: string;
  start: string;
  end: string;
}

/** A department's deviation days from `today` on (today counts), by date; unreadable dates are left out. */
export function upcomingDeviationDays(department: Pick<SiteDepartment, 'deviationdays'>, today: string): DeviationDay[] {
  return department.deviationdays
    .flatMap((day) => {
      const date = calendarDateOf(day.date);
      return date !== null && date >= today ? [{ date, displayText: day.displayText }] : [];
    })
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** A department's vacations that have not ended before `today` (one running today counts), by start. */
export function upcomingVacations(department: Pick<SiteDepartment, 'vacationdays'>, today: string): VacationDays[] {
  return department.vacationdays
    .flatMap((vacation) => {
      const start = calendarDateOf(vacation.vacationstart);
      const end = calendarDateOf(vacation.vacationend);
      return start !== null && end !== null && end >= today ? [{ title: vacation.vacationtitle, start, end }] : [];
    })
    .sort((a, b) => a.start.localeCompare(b.start));
}

/** Every readable deviation day and vacation, by date: what a page shows before it knows the visitor's day. */
export function allDeviationDays(department: Pick<SiteDepartment, 'deviationdays'>): DeviationDay[] {
  return upcomingDeviationDays(department, '0000-00-00');
}

/** Every readable vacation, by start. */
export function allVacations(department: Pick<SiteDepartment, 'vacationdays'>): VacationDays[] {
  return upcomingVacations(department, '0000-00-00');
}
