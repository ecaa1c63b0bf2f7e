import styled from '@emotion/styled';
import type { SiteDepartment } from '@showroom/contracts';
import { createTranslator, intlLocaleFor } from '@showroom/i18n';
import type { Language } from '@showroom/sites';
import { Badge } from '@showroom/ui';
import { siteOpenState } from './openState';
import { openStateText } from './openStateText';
import { useNow } from './useNow';
import { zonedTime } from './zonedTime';

// The line keeps its height before the clock is known, so the card does not shift when the badge appears.
const Line = styled.p(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space.xs,
  minHeight: '24px',
  margin: 0,
  fontSize: theme.fontSizes.sm,
  color: theme.colors.mutedText,
}));

export interface OpenNowBadgeProps {
  /** One department for its own badge, or all of a site's: open when any of them is. */
  departments: readonly Pick<SiteDepartment, 'openingschedule' | 'deviationdays' | 'vacationdays'>[];
  /** IANA zone of the hours; without one the badge is not shown. */
  timeZone: string | null | undefined;
  language: Language;
  /** BCP 47 tag for times and weekdays; the language's default when left out. */
  locale?: string;
}

/**
 * "Open now · closes 18:00" or "Closed now · opens tomorrow 09:00" by the site's wall clock. Only the browser
 * draws it, after hydration, from its own clock (useNow): a page a CDN cached, or a server whose clock differs,
 * never shows a stale state. Not split into a lazy chunk: drawn without interaction, it would load at once anyway.
 */
export function OpenNowBadge({ departments, timeZone, language, locale = intlLocaleFor(language) }: OpenNowBadgeProps) {
  const now = useNow();
  const text = now !== null && timeZone ? openStateText(siteOpenState(departments, now, timeZone), zonedTime(now, timeZone).date, createTranslator(language), locale) : null;
  if (!text) return <Line aria-hidden="true" />;
  return (
    <Line data-open-now={text.open ? 'open' : 'closed'}>
      <Badge variant={text.open ? 'success' : 'neutral'}>{text.label}</Badge>
      {text.detail ? <span>{text.detail}</span> : null}
    </Line>
  );
}
