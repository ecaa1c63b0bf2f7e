import type { ReactNode } from 'react';
import type { CarCard as CarCardData } from '@showroom/contracts';
import { createTranslator, formatPrice, intlLocaleFor, type MessageOverrides, type TextKey } from '@showroom/i18n';
import { carDetailPath, type Language, type SiteDefinition } from '@showroom/sites';
import { css, useThemeClass, visuallyHidden, type ThemedStyles } from '@showroom/ui';
import { CarImage } from './CarImage';
import { cardKeyFacts } from './keyFacts';
import { leasingPrices, type LeasingPrice } from './leasingRules';
import { mediaUrl } from './mediaUrl';
import { priceCurrency } from './priceCurrency';
import { hasCampaigns } from './campaigns';
import { carTitle, priceDisplay, showsDeductibleVat } from './priceRules';
import { PriceBadges } from './PriceBadges';

// One class for the whole card, its parts styled from it by class names scoped by the card's own: a styled element
// is three React fibers and a serialisation of its styles on each render, and a list renders 48 cards on each filter
// change (issue 14, bench:search-ui). The class is made once per theme (useThemeClass).
const cardStyles: ThemedStyles = (theme) =>
  css({
    display: 'flex',
    flexDirection: 'column',
    height: '100%',
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.lg,
    overflow: 'hidden',
    background: theme.colors.background,
    '.car-card-body': { display: 'flex', flexDirection: 'column', gap: '6px', padding: '12px 16px 16px', flex: 1 },
    '.car-card-title': {
      margin: 0,
      fontSize: '1.0625rem',
      a: { color: 'inherit', textDecoration: 'none' },
      'a:hover': { textDecoration: 'underline' },
      'a:focus-visible': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: '2px' },
    },
    '.car-card-facts': { display: 'flex', flexWrap: 'wrap', gap: '4px 12px', listStyle: 'none', margin: 0, padding: 0, color: theme.colors.mutedText, fontSize: '0.875rem' },
    '.car-card-price': {
      margin: 'auto 0 0',
      fontSize: '1.25rem',
      fontWeight: 700,
      s: { fontSize: '0.875rem', fontWeight: 400, marginLeft: '8px', color: theme.colors.mutedText },
    },
    '.car-card-leasing': { listStyle: 'none', margin: 0, padding: 0, fontSize: '0.875rem', li: { display: 'flex', justifyContent: 'space-between', gap: '8px' } },
    '.car-card-sr-only': visuallyHidden,
  });

const LEASING_LABELS: Record<`${LeasingPrice['kind']}-${boolean}`, TextKey> = {
  'private-false': 'price.privateLeasingPerMonth',
  'private-true': 'carCard.privateLeasingExclVatPerMonth',
  'company-true': 'price.companyLeasingPerMonth',
  // Company leasing is always quoted without VAT; the key is here so the table is complete.
  'company-false': 'price.companyLeasingPerMonth',
};

export interface CarCardProps {
  car: CarCardData;
  site: SiteDefinition;
  language: Language;
  carDetailBase: string;
  /** The compare toggle (or any action) the remote puts on the card. */
  action?: ReactNode;
  eagerImage?: boolean;
  /** The card's picture is the page's largest one (the first of a list): fetched first. */
  priorityImage?: boolean;
  /** Origin that host-relative media paths are served from: '' on the composed site, the BFF origin in embeds. */
  mediaBase?: string;
  /** Texts from the content platform's dictionary (e.g. missingImageText) that replace the built-in ones. */
  messages?: MessageOverrides;
  /** The title's heading level: h2 in a list under the page's h1, h3 in a block under its own h2. */
  titleAs?: 'h2' | 'h3';
}

/** The car card several remotes show: image, title, key facts, price and leasing by the VAT rules, badges. */
export function CarCard({ car, site, language, carDetailBase, action, eagerImage, priorityImage = false, mediaBase = '', messages, titleAs = 'h2' }: CarCardProps) {
  const t = createTranslator(language, messages);
  const intl = site.locales.find((l) => l.language === language)?.intl ?? intlLocaleFor(language);
  const price = priceDisplay(car, site.code);
  const leasing = leasingPrices(car, site.code);
  const currency = priceCurrency(car.car_price_currency, site.currency);
  const money = (amount: number) => formatPrice(amount, currency, intl);
  const title = carTitle(car);
  const facts = cardKeyFacts(car, intl);
  const deductibleVat = showsDeductibleVat(car, site.family);
  const href = mediaBase ? `${mediaBase}${carDetailPath(carDetailBase, car)}` : carDetailPath(carDetailBase, car);
  const cardClass = useThemeClass(cardStyles);
  return (
    <article className={cardClass} data-car-id={car.car_id}>
      {/* The picture repeats the title link for pointer users; keyboard and screen readers get the one title link. */}
      <a href={href} tabIndex={-1} aria-hidden="true">
        <CarImage src={mediaUrl(car.car_primary_image?.thumbnail_url, mediaBase)} blur={car.car_primary_image?.blur_data_url ?? undefined} alt="" missingText={t('missingImageText')} eager={eagerImage ?? false} priority={priorityImage} />
      </a>
      <div className="car-card-body">
        {titleAs === 'h3' ? (
          <h3 className="car-card-title">
            <a href={href}>{title}</a>
          </h3>
        ) : (
          <h2 className="car-card-title">
            <a href={href}>{title}</a>
          </h2>
        )}
        {facts.length > 0 ? (
          <ul className="car-card-facts">
            {facts.map((fact, i) => (
              <li key={i}>{fact}</li>
            ))}
          </ul>
        ) : null}
        <PriceBadges campaign={hasCampaigns(car)} deductibleVat={deductibleVat} t={t} />
        <p className="car-card-price" data-testid="car-card-price">
          <span className="car-card-sr-only">{t('carCard.price')}: </span>
          {money(price.amount)}
          {price.exclVat ? ` ${t('price.exclVat')}` : null}
          {price.was !== undefined ? ' ' : null}
          {price.was !== undefined ? (
            <s>
              <span className="car-card-sr-only">{t('carCard.wasPrice')}: </span>
              {money(price.was)}
            </s>
          ) : null}
        </p>
        {leasing.length > 0 ? (
          <ul className="car-card-leasing">
            {leasing.map((line) => (
              <li key={line.kind}>
                <span>{t(LEASING_LABELS[`${line.kind}-${line.exclVat}`])}</span>{' '}
                <strong>{money(line.amount)}</strong>
              </li>
            ))}
          </ul>
        ) : null}
        {action}
      </div>
    </article>
  );
}
