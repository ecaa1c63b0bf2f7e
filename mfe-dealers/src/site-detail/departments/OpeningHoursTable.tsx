import styled from '@emotion/styled';
import type { SiteDepartment } from '@showroom/contracts';
import type { Translator } from '@showroom/i18n';
import { addDays } from '../../opening-hours/calendarDate';
import { formatClock, formatWeekday } from '../../opening-hours/formatHours';
import { parseWeekSchedule, type DayHours, type ScheduleRow, type Weekday } from '../../opening-hours/weekSchedule';

const Table = styled.table(({ theme }) => ({
  borderCollapse: 'collapse',
  width: '100%',
  maxWidth: '420px',
  'th, td': { textAlign: 'left', padding: `${theme.space.xxs} ${theme.space.xs}`, verticalAlign: 'top' },
  th: { fontWeight: theme.fontWeights.regular },
  'tr[aria-current="date"]': { background: theme.colors.surface, fontWeight: theme.fontWeights.bold, boxShadow: `inset 4px 0 0 ${theme.colors.primary}` },
  'tr[aria-current="date"] th': { fontWeight: theme.fontWeights.bold },
}));

const Caption = styled.caption(({ theme }) => ({ textAlign: 'left', fontWeight: theme.fontWeights.bold, padding: `${theme.space.xs} 0` }));

const TodayTag = styled.span(({ theme }) => ({ marginLeft: theme.space.xs, fontSize: theme.fontSizes.xs, textTransform: 'uppercase', letterSpacing: '0.04em' }));

// 2024-01-01 was a Monday: weekday d is that date plus d days.
const weekdayName = (day: Weekday, locale: string) => formatWeekday(addDays('2024-01-01', day), locale);
const capitalized = (text: string, locale: string) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

/** A row's days in the page's language: "Måndag–fredag", "Lördag", "Sat, Sun"; the dealer's own label when it could not be read. */
export function dayLabel(row: ScheduleRow, locale: string): string {
  const { days } = row;
  if (days.length === 0) return row.label;
  const contiguous = days.length > 2 && days.every((day, i) => i === 0 || day === days[i - 1]! + 1);
  const text = contiguous ? `${weekdayName(days[0]!, locale)}–${weekdayName(days[days.length - 1]!, locale)}` : days.map((d) => weekdayName(d, locale)).join(', ');
  return capitalized(text, locale);
}

/** A row's hours in the page's language: "09:00–18:00", "Closed"; the dealer's own text when it could not be read. */
export function hoursLabel(hours: DayHours, displayText: string, t: Translator, locale: string): string {
  if (hours.kind === 'closed') return t('dealerHours.closedDay');
  if (hours.kind === 'unknown') return displayText;
  return hours.ranges.map((r) => `${formatClock(r.opens, locale)}–${formatClock(r.closes, locale)}`).join(', ');
}

/** The week's opening hours; the row holding today (in the site's zone, once the browser knows it) is marked. */
export function OpeningHoursTable({ schedule, today, caption, t, locale }: { schedule: SiteDepartment['openingschedule']; today: Weekday | null; caption: string; t: Translator; locale: string }) {
  const { rows } = parseWeekSchedule(schedule.openinghours);
  if (rows.length === 0) return null;
  return (
    <Table>
      <Caption>{caption}</Caption>
      <thead>
        <tr>
          <th scope="col">{t('dealerHours.day')}</th>
          <th scope="col">{t('dealerHours.hours')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => {
          const isToday = today !== null && row.days.includes(today);
          return (
            <tr key={i} aria-current={isToday ? 'date' : undefined}>
              <th scope="row">
                {dayLabel(row, locale)}
                {isToday ? <TodayTag>({t('dealerHours.today')})</TodayTag> : null}
              </th>
              <td>{hoursLabel(row.hours, row.displayText, t, locale)}</td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
