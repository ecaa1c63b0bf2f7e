import styled from '@emotion/styled';
import type { Car, LeasingListItem } from '@showroom/contracts';
import { mileageUnit, priceCurrency } from '@showroom/cars';
import { createTranslator, formatMileage, formatPrice, intlLocaleFor } from '@showroom/i18n';
import { getSite, type Language, type SiteCode } from '@showroom/sites';
import { Card } from '@showroom/ui';
import { leasingCards } from './leasingCards';
import { SectionFrame, type SectionBaseProps } from './SectionFrame';

export interface LeasingListProps extends SectionBaseProps {
  /** car_leasing_options. */
  options: readonly LeasingListItem[] | null | undefined;
  /** The car's currency, vehicle type (LCV: no VAT) and odometer unit (the unit of the yearly mileage). */
  car: Pick<Car, 'car_price_currency' | 'car_vehicle_type_code' | 'car_odometer_unit'>;
  site: SiteCode;
  language: Language;
}

const Cards = styled.ul(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
  gap: theme.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
}));

const Kind = styled.p(({ theme }) => ({ margin: 0, fontSize: theme.fontSizes.sm, color: theme.colors.mutedText }));
const Title = styled.h3(({ theme }) => ({ margin: 0, fontSize: theme.fontSizes.md, overflowWrap: 'anywhere' }));
const Cost = styled.p(({ theme }) => ({
  margin: `${theme.space.xs} 0`,
  strong: { fontSize: theme.fontSizes.lg },
}));
const Terms = styled.dl(({ theme }) => ({
  margin: 0,
  fontSize: theme.fontSizes.sm,
  div: { display: 'flex', flexWrap: 'wrap', gap: `0 ${theme.space.xs}` },
  dt: { color: theme.colors.mutedText },
  'dt::after': { content: '":"' },
  dd: { margin: 0 },
}));
const Text = styled.p(({ theme }) => ({ margin: `${theme.space.xs} 0 0`, fontSize: theme.fontSizes.sm }));

/** The car's leasing offers as cards: private leasing with VAT, company leasing without (LCV: all without). */
export function LeasingList({ options, car, site: siteCode, language, id, headingLevel = 2 }: LeasingListProps) {
  const site = getSite(siteCode);
  const cards = leasingCards(options ?? [], car, site.code);
  if (cards.length === 0) return null;
  const t = createTranslator(language);
  const intl = site.locales.find((l) => l.language === language)?.intl ?? intlLocaleFor(language);
  const currency = priceCurrency(car.car_price_currency, site.currency);
  const unit = mileageUnit(car.car_odometer_unit);
  const cardHeading = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <SectionFrame id={id} headingLevel={headingLevel} title={t('carSections.leasing.heading')}>
      <Cards>
        {cards.map((card, i) => (
          <Card as="li" key={i} data-leasing-kind={card.kind}>
            <Kind>{t(card.kind === 'private' ? 'carSections.leasing.private' : 'carSections.leasing.company')}</Kind>
            <Title as={cardHeading}>{card.title}</Title>
            <Cost>
              <strong>{t('carSections.leasing.perMonth', { price: formatPrice(card.amount, currency, intl) })}</strong>{' '}
              <span>{t(card.exclVat ? 'carSections.leasing.exclVat' : 'carSections.leasing.inclVat')}</span>
            </Cost>
            {card.duration || card.mileage ? (
              <Terms>
                {card.duration ? (
                  <div>
                    <dt>{t('carSections.leasing.duration')}</dt>
                    <dd>{t('carSections.leasing.months', { months: card.duration })}</dd>
                  </div>
                ) : null}
                {card.mileage ? (
                  <div>
                    <dt>{t('carSections.leasing.mileage')}</dt>
                    <dd>{t('carSections.leasing.perYear', { mileage: formatMileage(card.mileage, unit, intl) })}</dd>
                  </div>
                ) : null}
              </Terms>
            ) : null}
            {card.description ? <Text>{card.description}</Text> : null}
          </Card>
        ))}
      </Cards>
    </SectionFrame>
  );
}
