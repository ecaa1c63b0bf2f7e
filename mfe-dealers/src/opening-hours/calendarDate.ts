const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** The "YYYY-MM-DD" a date string starts with, or null when it does not start with a real date. */
export function calendarDateOf(value: string): string | null {
  const match = ISO_DATE.exec(value.trim());
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  // Date.UTC rolls "2026-02-30" over to March; such a date is not one.
  return date.toISOString().slice(0, 10) === match[0] ? match[0] : null;
}

/** The calendar date `days` after `date` ("YYYY-MM-DD"); calendar days, so no time zone or DST plays a part. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
