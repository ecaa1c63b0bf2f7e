import styled from '@emotion/styled';
import type { CarListProps } from '@showroom/contracts';
import { CarCard } from '@showroom/cars';
import { createTranslator, intlLocaleFor } from '@showroom/i18n';
import { getSite } from '@showroom/sites';
import { CompareToggle } from '../compare/CompareToggle';

const Grid = styled.ul`
  display: grid;
  gap: 16px;
  grid-template-columns: 1fr;
  list-style: none;
  margin: 0;
  padding: 0;
  @media (min-width: 768px) {
    grid-template-columns: repeat(2, 1fr);
  }
  @media (min-width: 1024px) {
    grid-template-columns: repeat(3, 1fr);
  }
  @media (min-width: 1440px) {
    grid-template-columns: repeat(4, 1fr);
  }
`;

const Count = styled.p`
  color: ${({ theme }) => theme.colors.mutedText};
`;

/** The car list: heading, count and a grid of car cards, each with a compare toggle. */
export function CarList(props: CarListProps) {
  const site = getSite(props.site);
  const t = createTranslator(props.language);
  const intl = site.locales.find((l) => l.language === props.language)?.intl ?? intlLocaleFor(props.language);
  const { result } = props;
  return (
    <section aria-labelledby="car-list-heading" data-build={__BUILD_ID__}>
      <h1 id="car-list-heading">{t('carList.heading')}</h1>
      {result.state === 'error' ? <p role="alert">{t('carListError')}</p> : null}
      {result.state === 'loaded' && result.cars.length === 0 ? <p>{t('noSearchResults')}</p> : null}
      {result.state === 'loaded' && result.cars.length > 0 ? (
        <>
          <Count aria-live="polite">{t('common.showing', { shown: result.cars.length, total: result.total > 10000 ? '10000+' : result.total })}</Count>
          <Grid>
            {result.cars.map((car, index) => (
              <li key={car.car_id}>
                <CarCard
                  car={car}
                  site={site}
                  language={props.language}
                  carDetailBase={props.carDetailBase}
                  eagerImage={index < 4}
                  mediaBase={props.apiBase}
                  action={<CompareToggle car={car} intl={intl} labels={{ text: t('carList.compare'), accessibleName: `${t('carList.compare')}: ${car.car_brand} ${car.car_model}` }} />}
                />
              </li>
            ))}
          </Grid>
        </>
      ) : null}
    </section>
  );
}
