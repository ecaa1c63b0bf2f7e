/**
 * The opening schedule's text format, made explicit. Each row is a day label and a display text.
 *
 * Day label: one day, a range ("Mån-Fre", "Mon – Fri", "ma–pe") or a list ("Lör, Sön", "Sat & Sun") of days
 * written in any site language (sv, nb, fi, sk, en), in full or abbreviated to a prefix of at least two
 * letters that names one weekday only ("ti" is Tuesday in both Swedish and Finnish; "t" names none), case and
 * a trailing "." or ":" ignored; "Vardagar"/"Hverdager"/"Arkisin"/"Pracovné dni"/"Weekdays" mean Monday to Friday.
 * Display text: one or more time ranges "HH:MM-HH:MM" (":" or "." between hours and minutes, minutes
 * optional, "-", "–" or "—" between the times, ranges split by "," "/" "&" or "och/og/ja/a/and"); a range
 * ending at or before it starts runs past midnight; or a closed word (Stängt, Stengt, Suljettu, Kiinni,
 * Zatvorené, Closed). Anything else is kept as text and says nothing about when the department is open.
 * A day named by more than one row takes the last row's hours (a "Fredag" after "Mån-Fre" is an exception).
 */

/** 0 = Monday ... 6 = Sunday (ISO order). */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Minutes after the day's midnight; `closes` may pass 1440 for a range that runs past midnight. */
export interface TimeRange {
  opens: number;
  closes: number;
}

/** What a display text says: open in these ranges, closed all day, or nothing we can read. */
export type DayHours = { kind: 'open'; ranges: TimeRange[] } | { kind: 'closed' } | { kind: 'unknown' };

export interface ScheduleRow {
  label: string;
  displayText: string;
  /** The weekdays the label names, in order; empty when the label could not be read. */
  days: Weekday[];
  hours: DayHours;
}

export interface WeekSchedule {
  rows: ScheduleRow[];
  /** Hours per weekday (index 0 = Monday); undefined for a day no row names. */
  byDay: (DayHours | undefined)[];
}

const DAY_NAMES: readonly (readonly string[])[] = [
  ['måndag', 'mandag', 'maanantai', 'pondelok', 'monday'],
  ['tisdag', 'tirsdag', 'tiistai', 'utorok', 'tuesday'],
  ['onsdag', 'onsdag', 'keskiviikko', 'streda', 'wednesday'],
  ['torsdag', 'torsdag', 'torstai', 'štvrtok', 'thursday'],
  ['fredag', 'fredag', 'perjantai', 'piatok', 'friday'],
  ['lördag', 'lørdag', 'lauantai', 'sobota', 'saturday'],
  ['söndag', 'søndag', 'sunnuntai', 'nedeľa', 'sunday'],
];
const WEEKDAY_WORDS = new Set(['vardagar', 'vardag', 'hverdager', 'hverdag', 'arkisin', 'arkipäivät', 'pracovné dni', 'weekdays']);
const CLOSED_WORDS = /^(stängt|stengt|suljettu|kiinni|zatvorené|zatvorene|closed|lukket)\.?$/;

/** The weekday a word names (a full name or an unambiguous prefix of two letters or more), or null. */
export function weekdayOf(word: string): Weekday | null {
  const token = word.trim().toLowerCase().replace(/[.:]+$/, '');
  if (token.length < 2) return null;
  const matches = DAY_NAMES.flatMap((names, day) => (names.some((name) => name.startsWith(token)) ? [day] : []));
  return matches.length === 1 ? (matches[0] as Weekday) : null;
}

const RANGE_DASH = /\s*[-–—]\s*/;
// Words only between spaces: JavaScript's \b counts "ľ" as a non-letter, so /\ba\b/ would split "nedeľa".
const LIST_SEPARATOR = /\s*[,&+/]\s*|\s+(?:och|og|ja|a|and)\s+/;

/** The weekdays a day label names, in week order without repeats; [] when any part cannot be read. */
export function parseDayLabel(label: string): Weekday[] {
  const text = label.trim().toLowerCase().replace(/[.:]+$/, '');
  if (WEEKDAY_WORDS.has(text)) return [0, 1, 2, 3, 4];
  const days = new Set<Weekday>();
  for (const part of text.split(LIST_SEPARATOR)) {
    const ends = part.split(RANGE_DASH);
    if (ends.length > 2) return [];
    const first = weekdayOf(ends[0] ?? '');
    const last = ends.length === 2 ? weekdayOf(ends[1] ?? '') : first;
    if (first === null || last === null) return [];
    // A range may wrap the week's end ("Fre-Mån").
    for (let day = first; ; day = ((day + 1) % 7) as Weekday) {
      days.add(day);
      if (day === last) break;
    }
  }
  return [...days].sort((a, b) => a - b);
}

const TIME = String.raw`(\d{1,2})(?:[:.](\d{2}))?`;
const TIME_RANGE = new RegExp(`^${TIME}\\s*[-–—]\\s*${TIME}$`);

function minutesOf(hours: string | undefined, minutes: string | undefined): number | null {
  const h = Number(hours);
  const m = minutes === undefined ? 0 : Number(minutes);
  if (!Number.isInteger(h) || h > 24 || m > 59 || (h === 24 && m > 0)) return null;
  return h * 60 + m;
}

/** What a display text says about a day (see the format above). */
export function parseDisplayText(displayText: string): DayHours {
  const text = displayText.trim().toLowerCase();
  if (CLOSED_WORDS.test(text)) return { kind: 'closed' };
  const ranges: TimeRange[] = [];
  for (const part of text.split(LIST_SEPARATOR)) {
    const match = TIME_RANGE.exec(part);
    if (!match) return { kind: 'unknown' };
    const opens = minutesOf(match[1], match[2]);
    const closes = minutesOf(match[3], match[4]);
    if (opens === null || closes === null || opens === 1440) return { kind: 'unknown' };
    ranges.push({ opens, closes: closes <= opens ? closes + 1440 : closes });
  }
  return ranges.length > 0 ? { kind: 'open', ranges } : { kind: 'unknown' };
}

/** Reads a department's opening-hours rows into hours per weekday. */
export function parseWeekSchedule(rows: readonly { day: string; displayText: string }[]): WeekSchedule {
  const byDay: (DayHours | undefined)[] = Array.from({ length: 7 }, () => undefined);
  const parsed = rows.map((row) => {
    const days = parseDayLabel(row.day);
    const hours = parseDisplayText(row.displayText);
    for (const day of days) byDay[day] = hours;
    return { label: row.day, displayText: row.displayText, days, hours };
  });
  return { rows: parsed, byDay };
}
