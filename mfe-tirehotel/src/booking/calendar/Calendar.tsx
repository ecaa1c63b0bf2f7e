import styled from '@emotion/styled';
import type { Translator } from '@showroom/i18n';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { longDate, monthTitle, weekdayNames } from './dateLabels';
import { isGridKey, moveFocus } from './gridKeys';
import { addMonthsToMonth, daysInMonth, monthOf, type IsoDate } from './isoDate';
import { canGoToNextMonth, canGoToPreviousMonth, gridWeeks } from './monthGrid';

export interface CalendarProps {
  t: Translator;
  /** The available days, sorted, at least one. */
  dates: readonly IsoDate[];
  /** The visitor's today: the calendar goes back no further than its month. */
  today: IsoDate;
  selected: IsoDate | undefined;
  onSelect(date: IsoDate): void;
  /** Names the grid (the section's heading). */
  labelledBy?: string;
}

const Header = styled.div(({ theme }) => ({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: theme.space.sm, marginBottom: theme.space.xs }));
const Title = styled.p(({ theme }) => ({ margin: 0, fontWeight: theme.fontWeights.bold, textTransform: 'capitalize' }));
const MonthButton = styled.button(({ theme }) => ({
  minWidth: '44px',
  minHeight: '44px',
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  background: theme.colors.background,
  color: theme.colors.text,
  fontSize: theme.fontSizes.lg,
  cursor: 'pointer',
  '&:disabled': { cursor: 'not-allowed', opacity: 0.45 },
  '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: '2px' },
}));
const Grid = styled.table({ borderCollapse: 'collapse', width: '100%', maxWidth: '420px', tableLayout: 'fixed' });
const Weekday = styled.th(({ theme }) => ({ fontSize: theme.fontSizes.sm, fontWeight: theme.fontWeights.regular, color: theme.colors.mutedText, padding: `${theme.space.xxs} 0` }));
const Cell = styled.td({ padding: '2px', textAlign: 'center' });
const Day = styled.button(({ theme }) => ({
  width: '100%',
  minWidth: '32px',
  minHeight: '44px',
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  background: theme.colors.background,
  color: theme.colors.text,
  fontWeight: theme.fontWeights.bold,
  cursor: 'pointer',
  '&[aria-disabled="true"]': { border: '1px solid transparent', color: theme.colors.mutedText, fontWeight: theme.fontWeights.regular, cursor: 'not-allowed', textDecoration: 'line-through' },
  '&[aria-pressed="true"]': { background: theme.colors.primary, borderColor: theme.colors.primary, color: theme.colors.onPrimary },
  '&:focus-visible': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: '1px' },
}));

/**
 * Spec 3 §5.4, §9: a month of 42 days from Monday; only the available days can be chosen. Keyboard use follows the
 * ARIA grid date picker (WAI-ARIA APG): one day is in the tab order (roving tabindex), the arrows move a day or
 * a week, Home and End to the week's Monday and Sunday, Page Up and Page Down a month. Days that cannot be chosen
 * keep focus and are announced as unavailable (aria-disabled).
 */
export function Calendar({ t, dates, today, selected, onSelect, labelledBy }: CalendarProps) {
  const titleId = useId();
  const hintId = useId();
  const available = useMemo(() => new Set(dates), [dates]);
  const currentMonth = monthOf(today);
  const lastMonth = monthOf(dates[dates.length - 1] ?? today);
  // Focus may go anywhere between the 1st of today's month and the end of the last available month.
  const minDate = `${currentMonth}-01`;
  const maxDate = `${lastMonth}-${String(daysInMonth(lastMonth)).padStart(2, '0')}`;
  const [focused, setFocused] = useState<IsoDate>(() => selected ?? dates[0] ?? today);
  const shownMonth = monthOf(focused);
  const buttons = useRef(new Map<IsoDate, HTMLButtonElement>());
  const moveFocusPending = useRef(false);

  useEffect(() => {
    if (!moveFocusPending.current) return;
    moveFocusPending.current = false;
    buttons.current.get(focused)?.focus();
  }, [focused]);

  const showMonth = (month: string) => {
    // The month's first available day, else its 1st, kept within what the calendar may show.
    const first = dates.find((date) => monthOf(date) === month) ?? `${month}-01`;
    setFocused(first < minDate ? minDate : first > maxDate ? maxDate : first);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (!isGridKey(event.key)) return;
    event.preventDefault();
    moveFocusPending.current = true;
    setFocused(moveFocus(focused, event.key, minDate, maxDate));
  };

  const language = t.language;
  const weekdays = weekdayNames(language);
  return (
    <div>
      <Header>
        <MonthButton type="button" aria-label={t('tireHotelBooking.calendar.previous')} disabled={!canGoToPreviousMonth(shownMonth, currentMonth)} onClick={() => showMonth(addMonthsToMonth(shownMonth, -1))}>
          <span aria-hidden="true">‹</span>
        </MonthButton>
        <Title id={titleId} aria-live="polite">
          {monthTitle(shownMonth, language)}
        </Title>
        <MonthButton type="button" aria-label={t('tireHotelBooking.calendar.next')} disabled={!canGoToNextMonth(shownMonth, lastMonth)} onClick={() => showMonth(addMonthsToMonth(shownMonth, 1))}>
          <span aria-hidden="true">›</span>
        </MonthButton>
      </Header>
      <Grid role="grid" aria-labelledby={labelledBy ? `${labelledBy} ${titleId}` : titleId} aria-describedby={hintId} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {weekdays.map((weekday) => (
              <Weekday key={weekday.long} scope="col" abbr={weekday.long}>
                {weekday.short}
              </Weekday>
            ))}
          </tr>
        </thead>
        <tbody>
          {gridWeeks(shownMonth).map((week) => (
            <tr key={week[0]?.date}>
              {week.map((cell) => {
                if (!cell.inMonth) return <Cell key={cell.date} role="gridcell" />;
                const isAvailable = available.has(cell.date);
                const isSelected = cell.date === selected;
                return (
                  <Cell key={cell.date} role="gridcell">
                    <Day
                      type="button"
                      ref={(element) => {
                        if (element) buttons.current.set(cell.date, element);
                        else buttons.current.delete(cell.date);
                      }}
                      tabIndex={cell.date === focused ? 0 : -1}
                      aria-label={longDate(cell.date, language)}
                      aria-disabled={isAvailable ? undefined : true}
                      aria-pressed={isAvailable ? isSelected : undefined}
                      data-date={cell.date}
                      onFocus={() => setFocused(cell.date)}
                      onClick={() => {
                        if (!isAvailable) return;
                        setFocused(cell.date);
                        onSelect(cell.date);
                      }}
                    >
                      {Number(cell.date.slice(8))}
                    </Day>
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Grid>
      <p id={hintId} hidden>
        {t('tireHotelBooking.calendar.keys')}
      </p>
    </div>
  );
}
