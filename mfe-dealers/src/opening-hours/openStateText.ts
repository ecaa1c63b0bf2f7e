import type { Translator } from '@showroom/i18n';
import { addDays } from './calendarDate';
import { formatClock, formatWeekday } from './formatHours';
import type { OpenState } from './openState';

/** The badge's words: "Open now" or "Closed now", and when it closes or next opens; null when the hours cannot be read. */
export function openStateText(state: OpenState, today: string, t: Translator, locale: string): { open: boolean; label: string; detail: string | null } | null {
  if (state.kind === 'unknown') return null;
  if (state.kind === 'open') return { open: true, label: t('dealerHours.openNow'), detail: t('dealerHours.closesAt', { time: formatClock(state.closes, locale) }) };
  const opens = state.opens;
  if (!opens) return { open: false, label: t('dealerHours.closedNow'), detail: null };
  const time = formatClock(opens.minutes, locale);
  const detail =
    opens.inDays === 0
      ? t('dealerHours.opensAt', { time })
      : opens.inDays === 1
        ? t('dealerHours.opensTomorrowAt', { time })
        : t('dealerHours.opensOnDayAt', { day: formatWeekday(addDays(today, opens.inDays), locale), time });
  return { open: false, label: t('dealerHours.closedNow'), detail };
}
