import type { SiteDepartment } from '@showroom/contracts';
import { parseWeekSchedule } from './weekSchedule';

const SCHEMA_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

// schema.org writes a close at midnight as 23:59; a later close is the next day's time (closes before opens).
function hhmm(minutes: number): string {
  if (minutes === 1440) return '23:59';
  const m = minutes % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/**
 * schema.org OpeningHoursSpecification entries of a department's week: one per day and time range,
 * "https://schema.org/Monday" ... with opens/closes "HH:MM"; closed days and unreadable rows are left out.
 */
export function openingHoursSpecification(department: SiteDepartment): Array<Record<string, unknown>> {
  const { byDay } = parseWeekSchedule(department.openingschedule.openinghours);
  return byDay.flatMap((hours, day) =>
    hours?.kind === 'open'
      ? hours.ranges.map((range) => ({
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: `https://schema.org/${SCHEMA_DAYS[day]}`,
          opens: hhmm(range.opens),
          closes: hhmm(range.closes),
        }))
      : [],
  );
}
