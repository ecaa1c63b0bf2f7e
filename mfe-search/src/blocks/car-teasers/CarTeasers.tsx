import styled from '@emotion/styled';
import { useId } from 'react';
import type { CarTeasersProps } from '@showroom/contracts';
import { createTranslator } from '@showroom/i18n';
import { useThemeClass, VisuallyHidden } from '@showroom/ui';
import { CarCardWithCompare } from '../../car-card/CarCardWithCompare';
import { carGridStyles } from '../../car-card/CarGrid';

const Section = styled.section`
  margin: 0 0 32px;
  h2 {
    margin: 0 0 16px;
  }
`;

const More = styled.p`
  margin: 16px 0 0;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primary};
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

/** A content block of chosen cars; nothing at all when there are none (or the search failed). */
export function CarTeasers(props: CarTeasersProps) {
  const t = createTranslator(props.language);
  const headingId = useId();
  const gridClass = useThemeClass(carGridStyles);
  if (props.cars.length === 0) return null;
  return (
    <Section aria-labelledby={headingId} data-block="car-teasers">
      {props.title ? (
        <h2 id={headingId}>{props.title}</h2>
      ) : (
        <VisuallyHidden as="h2" id={headingId}>
          {t('carBlocks.teasers')}
        </VisuallyHidden>
      )}
      <ul className={gridClass}>
        {props.cars.map((car) => (
          <li key={car.car_id}>
            <CarCardWithCompare car={car} site={props.site} language={props.language} carDetailBase={props.carDetailBase} apiBase={props.apiBase} titleAs="h3" />
          </li>
        ))}
      </ul>
      {props.link ? (
        <More>
          <a href={props.link.href}>{props.link.text}</a>
        </More>
      ) : null}
    </Section>
  );
}
