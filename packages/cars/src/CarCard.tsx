import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import type { CarCard as CarCardData } from '@showroom/contracts';
import { createTranslator, formatMileage, formatPrice, intlLocaleFor, type MileageUnit } from '@showroom/i18n';
import type { Currency, Language, SiteDefinition } from '@showroom/sites';
import { CarImage } from './CarImage';
import { mediaUrl } from './mediaUrl';
import { carDetailPath, carTitle, priceDisplay, showsDeductibleVat } from './priceRules';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.background};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 12px 16px 16px;
  flex: 1;
`;

const Title = styled.h2`
  margin: 0;
  font-size: 1.0625rem;
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 12px;
  list-style: none;
  margin: 0;
  padding: 0;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: 0.875rem;
`;

const Price = styled.p`
  margin: auto 0 0;
  font-size: 1.25rem;
  font-weight: 700;
  s {
    font-size: 0.875rem;
    font-weight: 400;
    margin-left: 8px;
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

const Badges = styled.div`
  display: flex;
  gap: 6px;
  min-height: 0;
  span {
    font-size: 0.75rem;
    padding: 2px 8px;
    border-radius: ${({ theme }) => theme.radii.pill};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const MILEAGE_UNITS: readonly string[] = ['mil', 'km', 'miles'];

export interface CarCardProps {
  car: CarCardData;
  site: SiteDefinition;
  language: Language;
  carDetailBase: string;
  /** The compare toggle (or any action) the remote puts on the card. */
  action?: ReactNode;
  eagerImage?: boolean;
  /** Origin that host-relative media paths are served from: '' on the composed site, the BFF origin in embeds. */
  mediaBase?: string;
}

/** The car card several remotes show: image, title, key facts, price by the VAT rules, badges. */
export function CarCard({ car, site, language, carDetailBase, action, eagerImage, mediaBase = '' }: CarCardProps) {
  const t = createTranslator(language);
  const intl = site.locales.find((l) => l.language === language)?.intl ?? intlLocaleFor(language);
  const price = priceDisplay(car);
  const currency = car.car_price_currency as Currency;
  const title = carTitle(car);
  const href = mediaBase ? `${mediaBase}${carDetailPath(carDetailBase, car)}` : carDetailPath(carDetailBase, car);
  const unit = car.car_odometer_unit && MILEAGE_UNITS.includes(car.car_odometer_unit) ? (car.car_odometer_unit as MileageUnit) : 'km';
  return (
    <Card data-car-id={car.car_id}>
      <a href={href} tabIndex={-1} aria-hidden="true">
        <CarImage src={mediaUrl(car.car_primary_image?.thumbnail_url, mediaBase)} blur={car.car_primary_image?.blur_data_url ?? undefined} alt="" missingText={t('missingImageText')} eager={eagerImage ?? false} />
      </a>
      <Body>
        <Title>
          <a href={href}>{title}</a>
        </Title>
        <Facts>
          {car.car_year ? <li>{car.car_year}</li> : null}
          {car.car_mileage != null ? <li>{formatMileage(car.car_mileage, unit, intl)}</li> : null}
          {car.car_fuel ? <li>{car.car_fuel}</li> : null}
          {car.car_gearbox ? <li>{car.car_gearbox}</li> : null}
        </Facts>
        <Badges>
          {price.campaign ? <span>{t('carList.campaign')}</span> : null}
          {showsDeductibleVat(car, site.family) ? <span>{t('carList.deductibleVat')}</span> : null}
        </Badges>
        <Price>
          {formatPrice(price.amount, currency, intl)}
          {price.exclVat ? ` ${t('price.exclVat')}` : null}
          {price.was !== undefined ? <s>{formatPrice(price.was, currency, intl)}</s> : null}
        </Price>
        {action}
      </Body>
    </Card>
  );
}
