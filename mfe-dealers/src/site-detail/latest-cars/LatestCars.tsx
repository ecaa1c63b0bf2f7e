import styled from '@emotion/styled';
import { useId } from 'react';
import type { SiteLatestCars } from '@showroom/contracts';
import { CarCard } from '@showroom/cars';
import type { Translator } from '@showroom/i18n';
import { pagePath, type Language, type SiteDefinition } from '@showroom/sites';
import { CompareToggle } from './CompareToggle';

const Section = styled.section(({ theme }) => ({ margin: `${theme.space.xl} 0`, h2: { margin: `0 0 ${theme.space.md}` } }));

/** One column on phones, 2 on tablets, 3 on desktops, 4 on wide screens (as the car list). */
const Grid = styled.ul({
  display: 'grid',
  gap: '16px',
  gridTemplateColumns: 'minmax(0, 1fr)',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media (min-width: 768px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  '@media (min-width: 1024px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  '@media (min-width: 1440px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
});

const More = styled.p(({ theme }) => ({
  margin: `${theme.space.md} 0 0`,
  a: { display: 'inline-flex', alignItems: 'center', minHeight: '44px', fontWeight: theme.fontWeights.bold, color: theme.colors.primary },
  'a:focus-visible': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: '2px' },
}));

export interface LatestCarsProps {
  latest: SiteLatestCars;
  siteName: string;
  site: SiteDefinition;
  language: Language;
  intl: string;
  apiBase: string;
  t: Translator;
}

/**
 * The site's latest cars (spec 2: 12) as car cards with the compare toggle, and the car list filtered by the
 * site; a failed search leaves the section out (spec 2 §8: silent), no cars says so.
 */
export function LatestCars({ latest, siteName, site, language, intl, apiBase, t }: LatestCarsProps) {
  const headingId = useId();
  if (latest.state === 'failed') return null;
  const carDetailBase = pagePath(site, 'carDetail', language) ?? '';
  return (
    <Section aria-labelledby={headingId} data-latest-cars="">
      <h2 id={headingId}>{t('dealerDetail.latestCars')}</h2>
      {latest.cars.length === 0 ? (
        <p>{t('dealerDetail.noCars')}</p>
      ) : (
        <Grid>
          {latest.cars.map((car) => (
            <li key={car.car_id}>
              <CarCard
                car={car}
                site={site}
                language={language}
                carDetailBase={carDetailBase}
                mediaBase={apiBase}
                titleAs="h3"
                action={<CompareToggle car={car} intl={intl} site={site.code} language={language} text={t('dealerDetail.compare')} accessibleName={`${t('dealerDetail.compare')}: ${car.car_brand} ${car.car_model}`} />}
              />
            </li>
          ))}
        </Grid>
      )}
      {latest.carList.total > 0 ? (
        <More>
          <a href={latest.carList.href} data-car-list-link="" data-total={latest.carList.total}>
            {t('dealerDetail.allCars', { count: latest.carList.total, total: new Intl.NumberFormat(intl).format(latest.carList.total), name: siteName })}
          </a>
        </More>
      ) : null}
    </Section>
  );
}
