import styled from '@emotion/styled';
import { useId } from 'react';
import type { SiteDepartment } from '@showroom/contracts';
import type { Translator } from '@showroom/i18n';
import type { Language } from '@showroom/sites';
import { Card, mailtoHref, telHref } from '@showroom/ui';
import { OpenNowBadge } from '../../opening-hours/OpenNowBadge';
import type { Weekday } from '../../opening-hours/weekSchedule';
import type { BrandLogoIndex } from './brandLogoIndex';
import { DepartmentBrands } from './DepartmentBrands';
import { OpeningHoursTable } from './OpeningHoursTable';
import { SpecialDays } from './SpecialDays';

const Heading = styled.h3(({ theme }) => ({ margin: 0, fontSize: theme.fontSizes.lg }));
const Subtitle = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.mutedText }));
const Contact = styled.p(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  margin: `${theme.space.xs} 0`,
  a: { display: 'inline-flex', alignItems: 'center', minHeight: '44px', color: theme.colors.text, overflowWrap: 'anywhere' },
}));
const Body = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.xs,
  h4: { margin: `${theme.space.sm} 0 ${theme.space.xxs}`, fontSize: theme.fontSizes.md },
}));

export interface DepartmentCardProps {
  department: SiteDepartment;
  timeZone: string;
  /** Today in the site's zone, once the browser knows it. */
  today: { date: string; weekday: Weekday } | null;
  logos: BrandLogoIndex;
  language: Language;
  locale: string;
  t: Translator;
}

/** One department: name, open-now badge, phone and e-mail, week hours (today marked), deviation and vacation days, brands. */
export function DepartmentCard({ department, timeZone, today, logos, language, locale, t }: DepartmentCardProps) {
  const id = useId();
  const title = department.official_name?.trim() || department.name;
  const tel = telHref(department.phone);
  const mailto = mailtoHref(department.email);
  return (
    <Card as="article" aria-labelledby={`${id}-name`} data-department={department.erp_id}>
      <Body>
        <Heading id={`${id}-name`}>{title}</Heading>
        {title !== department.name ? <Subtitle>{department.name}</Subtitle> : null}
        <OpenNowBadge departments={[department]} timeZone={timeZone} language={language} locale={locale} />
        {tel || mailto ? (
          <Contact>
            {tel ? (
              <a href={tel}>
                {t('dealerHours.phone')}: {department.phone}
              </a>
            ) : null}
            {mailto ? (
              <a href={mailto}>
                {t('dealerHours.email')}: {department.email}
              </a>
            ) : null}
          </Contact>
        ) : null}
        <OpeningHoursTable schedule={department.openingschedule} today={today?.weekday ?? null} caption={t('dealerHours.openingHours')} t={t} locale={locale} />
        <SpecialDays department={department} today={today?.date ?? null} t={t} locale={locale} headingIds={{ deviation: `${id}-deviation`, vacation: `${id}-vacation` }} />
        <DepartmentBrands brands={department.brands} logos={logos} headingId={`${id}-brands`} heading={t('dealerHours.brands')} />
      </Body>
    </Card>
  );
}
