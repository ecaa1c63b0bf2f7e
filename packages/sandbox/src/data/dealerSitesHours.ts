import type { DepartmentGroup, SiteDepartment } from '@showroom/contracts';
import type { Language } from '@showroom/sites';
import type { Random } from '../random';

/**
 * Opening schedules as dealers type them, in each market's language and its own habits, so the front end's
 * parser meets every form it must read: a "Mån-Fre" range or one row per day, "09:00-18:00", "9.00–18.00"
 * or "8:00 - 12:00, 12:30 - 16:00", and the language's word for closed.
 */
interface HoursStyle {
  /** Monday..Sunday, full names. */
  days: readonly string[];
  /** Monday-Friday, Saturday, Sunday as a three-row schedule. */
  weekRows: readonly [string, string, string];
  closed: string;
  time: (minutes: number) => string;
  dash: string;
}

const hm = (separator: string, pad: boolean) => (minutes: number) =>
  `${pad ? String(Math.floor(minutes / 60)).padStart(2, '0') : Math.floor(minutes / 60)}${separator}${String(minutes % 60).padStart(2, '0')}`;

export const HOURS_STYLES: Record<Language, HoursStyle> = {
  sv: { days: ['Måndag', 'Tisdag', 'Onsdag', 'Torsdag', 'Fredag', 'Lördag', 'Söndag'], weekRows: ['Mån-Fre', 'Lördag', 'Söndag'], closed: 'Stängt', time: hm(':', true), dash: '-' },
  nb: { days: ['Mandag', 'Tirsdag', 'Onsdag', 'Torsdag', 'Fredag', 'Lørdag', 'Søndag'], weekRows: ['Man–Fre', 'Lørdag', 'Søndag'], closed: 'Stengt', time: hm(':', true), dash: '–' },
  fi: { days: ['Maanantai', 'Tiistai', 'Keskiviikko', 'Torstai', 'Perjantai', 'Lauantai', 'Sunnuntai'], weekRows: ['ma–pe', 'la', 'su'], closed: 'Suljettu', time: hm('.', false), dash: '–' },
  sk: { days: ['Pondelok', 'Utorok', 'Streda', 'Štvrtok', 'Piatok', 'Sobota', 'Nedeľa'], weekRows: ['Po - Pi', 'So', 'Ne'], closed: 'Zatvorené', time: hm(':', false), dash: ' - ' },
  en: { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'], weekRows: ['Mon-Fri', 'Sat', 'Sun'], closed: 'Closed', time: hm(':', true), dash: '–' },
};

/** Minutes after midnight as [opens, closes] of a weekday, per department group. */
const WEEKDAY_HOURS: Record<DepartmentGroup, [number, number]> = {
  'New cars': [9 * 60, 18 * 60],
  'Used cars': [9 * 60, 18 * 60],
  Workshop: [7 * 60, 17 * 60],
  Tires: [7 * 60, 16 * 60],
  'Spare parts': [7 * 60 + 30, 16 * 60 + 30],
  'Damage repair': [7 * 60, 16 * 60],
  Transport: [8 * 60, 17 * 60],
};

const SALES: ReadonlySet<DepartmentGroup> = new Set(['New cars', 'Used cars']);

/** A "HH:MM-HH:MM" text in the language's style. */
export function hoursText(language: Language, opens: number, closes: number): string {
  const style = HOURS_STYLES[language];
  return `${style.time(opens)}${style.dash}${style.time(closes)}`;
}

/** A department's week: sales open some Saturdays (and a few Sundays), the rest weekdays only; one style per site. */
export function openingHours(random: Random, language: Language, group: DepartmentGroup, perDay: boolean): SiteDepartment['openingschedule'] {
  const style = HOURS_STYLES[language];
  const [opens, closes] = WEEKDAY_HOURS[group];
  // Slovak workshops close for lunch: two ranges in one text.
  const weekday = language === 'sk' && group === 'Workshop' ? `${hoursText(language, opens, 12 * 60)}, ${hoursText(language, 12 * 60 + 30, closes)}` : hoursText(language, opens, closes);
  const saturday = SALES.has(group) && random.chance(0.7) ? hoursText(language, 10 * 60, 15 * 60) : style.closed;
  const sunday = SALES.has(group) && random.chance(0.15) ? hoursText(language, 11 * 60, 15 * 60) : style.closed;
  if (!perDay) return { openinghours: [{ day: style.weekRows[0], displayText: weekday }, { day: style.weekRows[1], displayText: saturday }, { day: style.weekRows[2], displayText: sunday }] };
  // One row per day, with an early close on Friday: "Fredag" differs from the rest of the week.
  const friday = hoursText(language, opens, closes - 60);
  return { openinghours: style.days.map((day, i) => ({ day, displayText: i < 4 ? weekday : i === 4 ? friday : i === 5 ? saturday : sunday })) };
}
