import styled from '@emotion/styled';
import type { Translator } from '@showroom/i18n';
import type { Language } from '@showroom/sites';
import { Button, Spinner } from '@showroom/ui';
import { useId } from 'react';
import type { TimeSlotChoice } from '../flow/flowState';
import { dayText, isoWeek, shortDayText } from './dateText';
import { dayChoices, hasChoices } from './fullDay';
import type { SlotLoad } from './useSlotWeeks';
import { addDays, weekDays, type SlotWeeks } from './weekWindow';

const Nav = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space.sm, justifyContent: 'space-between' }));
const WeekTitle = styled.h4(({ theme }) => ({ margin: 0, fontSize: theme.fontSizes.md }));
const Days = styled.ul(({ theme }) => ({ display: 'grid', gap: theme.space.sm, margin: 0, padding: 0, listStyle: 'none' }));
const Day = styled.li(({ theme }) => ({ display: 'grid', gap: theme.space.xs, paddingBottom: theme.space.xs, borderBottom: `1px solid ${theme.colors.border}` }));
const DayName = styled.h5(({ theme }) => ({ margin: 0, fontSize: theme.fontSizes.sm, textTransform: 'capitalize' }));
const Times = styled.ul(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.xs, margin: 0, padding: 0, listStyle: 'none' }));
const Muted = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.mutedText, fontSize: theme.fontSizes.sm }));
const Note = styled.p(({ theme }) => ({ margin: 0, fontSize: theme.fontSizes.sm }));
const Alert = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.danger, fontWeight: theme.fontWeights.bold }));
const Box = styled.div(({ theme }) => ({ display: 'grid', gap: theme.space.sm, justifyItems: 'stretch' }));

export interface SlotWeekProps {
  t: Translator;
  language: Language;
  weeks: SlotWeeks;
  week: number;
  load: SlotLoad;
  onWeek: (week: number) => void;
  onRetry: () => void;
  onChoose: (choice: TimeSlotChoice) => void;
}

/** One week of a workshop's times with previous and next week; the whole day is booked at 08:00 (spec 3 §9). */
export function SlotWeek({ t, language, weeks, week, load, onWeek, onRetry, onChoose }: SlotWeekProps) {
  const titleId = useId();
  const days = weekDays(weeks, week);
  const loaded = week < weeks.loadedWeeks;
  const monday = addDays(weeks.from, week * 7);
  const anyFullDay = days.some((day) => day.allDaySlotAvailable);
  return (
    <Box role="group" aria-labelledby={titleId} data-slot-week={monday}>
      <Nav>
        <Button variant="secondary" size="sm" disabled={week === 0} onClick={() => onWeek(week - 1)}>
          {t('serviceBookingWorkshop.previousWeek')}
        </Button>
        <WeekTitle id={titleId} aria-live="polite">
          {t('serviceBookingWorkshop.week', { week: isoWeek(monday), from: shortDayText(monday, language), to: shortDayText(addDays(monday, 6), language) })}
        </WeekTitle>
        <Button variant="secondary" size="sm" disabled={week >= weeks.loadedWeeks} onClick={() => onWeek(week + 1)}>
          {t('serviceBookingWorkshop.nextWeek')}
        </Button>
      </Nav>
      {load === 'failed' ? (
        <>
          <Alert role="alert">{t('serviceBookingWorkshop.timesFailed')}</Alert>
          <div>
            <Button variant="secondary" size="sm" onClick={onRetry}>
              {t('serviceBookingWorkshop.retry')}
            </Button>
          </div>
        </>
      ) : null}
      {!loaded && load === 'loading' ? (
        <p>
          <Spinner size="sm" label={t('serviceBookingWorkshop.loadingTimes')} /> <span aria-hidden="true">{t('serviceBookingWorkshop.loadingTimes')}</span>
        </p>
      ) : null}
      {loaded && !days.some(hasChoices) ? <Muted>{t('serviceBookingWorkshop.noTimesThisWeek')}</Muted> : null}
      {anyFullDay ? <Note data-full-day-note="">{t('serviceBookingWorkshop.fullDayNote')}</Note> : null}
      {loaded ? (
        <Days>
          {days.map((day) => {
            const name = dayText(day.date, language);
            const choices = dayChoices(day);
            return (
              <Day key={day.date} data-day={day.date}>
                <DayName>{name}</DayName>
                {choices.length === 0 ? (
                  <Muted>{t('serviceBookingWorkshop.noTimesDay')}</Muted>
                ) : (
                  <Times>
                    {choices.map((choice) => (
                      <li key={`${choice.time}-${choice.isFullDay}`}>
                        <Button
                          variant="secondary"
                          size="sm"
                          onClick={() => onChoose(choice)}
                          aria-label={choice.isFullDay ? t('serviceBookingWorkshop.fullDayChoice', { day: name }) : t('serviceBookingWorkshop.timeChoice', { day: name, time: choice.time })}
                        >
                          {choice.isFullDay ? t('serviceBookingWorkshop.fullDay') : choice.time}
                        </Button>
                      </li>
                    ))}
                  </Times>
                )}
              </Day>
            );
          })}
        </Days>
      ) : null}
    </Box>
  );
}
