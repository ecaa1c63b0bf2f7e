import styled from '@emotion/styled';
import type { SiteDepartment } from '@showroom/contracts';
import type { Translator } from '@showroom/i18n';
import { formatCalendarDate } from '../../opening-hours/formatHours';
import { allDeviationDays, allVacations, upcomingDeviationDays, upcomingVacations } from '../../opening-hours/upcomingDays';
import { parseDisplayText } from '../../opening-hours/weekSchedule';
import { hoursLabel } from './OpeningHoursTable';

const List = styled.ul(({ theme }) => ({ margin: `0 0 ${theme.space.sm}`, paddingLeft: theme.space.md }));

/**
 * Deviation and vacation days from today on (today in the site's zone); before the browser knows the day
 * (server render, hydration) every listed day is shown, as a cached page cannot know which have passed.
 */
export function SpecialDays({ department, today, t, locale, headingIds }: { department: SiteDepartment; today: string | null; t: Translator; locale: string; headingIds: { deviation: string; vacation: string } }) {
  const deviations = today === null ? allDeviationDays(department) : upcomingDeviationDays(department, today);
  const vacations = today === null ? allVacations(department) : upcomingVacations(department, today);
  return (
    <>
      {deviations.length > 0 ? (
        <>
          <h4 id={headingIds.deviation}>{t('dealerHours.deviationDays')}</h4>
          <List aria-labelledby={headingIds.deviation} data-testid="deviation-days">
            {deviations.map((day, i) => (
              <li key={i}>
                <time dateTime={day.date}>{formatCalendarDate(day.date, locale)}</time>: {hoursLabel(parseDisplayText(day.displayText), day.displayText, t, locale)}
              </li>
            ))}
          </List>
        </>
      ) : null}
      {vacations.length > 0 ? (
        <>
          <h4 id={headingIds.vacation}>{t('dealerHours.vacationDays')}</h4>
          <List aria-labelledby={headingIds.vacation} data-testid="vacation-days">
            {vacations.map((v, i) => (
              <li key={i}>
                {v.title}: <time dateTime={v.start}>{formatCalendarDate(v.start, locale)}</time> – <time dateTime={v.end}>{formatCalendarDate(v.end, locale)}</time>
              </li>
            ))}
          </List>
        </>
      ) : null}
    </>
  );
}
