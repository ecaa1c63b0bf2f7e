import styled from '@emotion/styled';
import { useId, useMemo, type JSX } from 'react';
import type { BrandLogo, DealerSite } from '@showroom/contracts';
import { createTranslator } from '@showroom/i18n';
import type { Language } from '@showroom/sites';
import { mqUp } from '@showroom/ui';
import { siteTimeZone } from '../../opening-hours/siteTimeZone';
import { useNow } from '../../opening-hours/useNow';
import { zonedTime } from '../../opening-hours/zonedTime';
import { brandLogoIndex } from './brandLogoIndex';
import { DepartmentCard } from './DepartmentCard';
import { pageLanguage } from './pageLanguage';

const List = styled.ul(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: theme.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  [mqUp('tablet')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
}));

export interface DepartmentsProps {
  site: DealerSite;
  brandLogos: BrandLogo[];
  /** The page's language; the dealer's market's when left out. */
  language?: Language;
  /** The page's Intl tag (e.g. "sv-SE"). */
  intl?: string;
}

/**
 * The site's departments (spec 2 "Dealer site detail page"). What depends on the day (today's row, which
 * deviation and vacation days are past, open now) is worked out in the browser from its clock after hydration,
 * in the site's time zone; the server's HTML shows the week and every listed day, which stays true when cached.
 */
export function Departments(props: DepartmentsProps): JSX.Element {
  const { site } = props;
  const headingId = useId();
  const { language, intl } = pageLanguage(site, props.language, props.intl);
  const t = createTranslator(language);
  const timeZone = siteTimeZone(site);
  const logos = useMemo(() => brandLogoIndex(props.brandLogos), [props.brandLogos]);
  const now = useNow();
  const today = now === null ? null : zonedTime(now, timeZone);
  if (site.site_departments.length === 0) return <></>;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('dealerHours.departments')}</h2>
      <List>
        {site.site_departments.map((department) => (
          <li key={department.erp_id}>
            <DepartmentCard department={department} timeZone={timeZone} today={today} logos={logos} language={language} locale={intl} t={t} />
          </li>
        ))}
      </List>
    </section>
  );
}
