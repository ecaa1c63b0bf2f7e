import styled from '@emotion/styled';
import { useId, useMemo } from 'react';
import type { RemoteBaseProps } from '@showroom/contracts';
import { createTranslator, intlLocaleFor, type Translator } from '@showroom/i18n';
import { getSite } from '@showroom/sites';
import { Radio, RadioGroup, Spinner } from '@showroom/ui';
import { fieldValues, selectedFigures, selectedProduct, type FinanceField, type FinanceWidgetState } from '../calculators';
import { showsFinanceWidget, type FinanceWidgetCar } from './eligibility';
import { createFinanceHttpApi, type FinanceApi } from './financeApi';
import { financeFormat, type FinanceFormat } from './financeFormat';
import { FinanceQuoteView } from './FinanceQuoteView';
import { FinanceSlider } from './FinanceSlider';
import { useFinanceTracking } from './useFinanceTracking';
import { useFinanceWidget, type FinanceView } from './useFinanceWidget';

export interface FinanceWidgetProps {
  /** The car: car_id and car_site_id identify it to codeweaver; car_is_used / car_is_sample say whether it is pre-owned. */
  car: FinanceWidgetCar;
  site: RemoteBaseProps['site'];
  language: RemoteBaseProps['language'];
  /** The BFF origin ('' for same origin). */
  apiBase: string;
  /** The codeweaver calls; by default the BFF's codeweaverRoutes at apiBase. */
  api?: FinanceApi;
}

const Section = styled.section(({ theme }) => ({
  display: 'grid',
  gap: theme.space.md,
  padding: theme.space.lg,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.lg,
  background: theme.colors.surface,
  h2: { margin: 0, fontSize: theme.fontSizes.lg },
  '[aria-busy=true]': { opacity: 0.7 },
}));

const SLIDERS: readonly { field: FinanceField; label: 'financeWidget.term' | 'financeWidget.deposit' | 'financeWidget.payment' | 'financeWidget.annualMileage'; figure: 'term' | 'deposit' | 'payment' | 'annualMileage' }[] = [
  { field: 'Term', label: 'financeWidget.term', figure: 'term' },
  { field: 'Deposit', label: 'financeWidget.deposit', figure: 'deposit' },
  { field: 'Payment', label: 'financeWidget.payment', figure: 'payment' },
  { field: 'AnnualMileage', label: 'financeWidget.annualMileage', figure: 'annualMileage' },
];

/**
 * The UK finance widget (spec 2 "Finance product", §4, §7 "Finance", §8): on premium-uk for a
 * pre-owned car it loads codeweaver's products, quotes the visitor's figures each time a slider is
 * let go, and links to reserve, apply and part-exchange with the quote reference. Elsewhere, or
 * when a quote fails, it renders nothing.
 */
export function FinanceWidget(props: FinanceWidgetProps) {
  const site = getSite(props.site);
  if (!showsFinanceWidget(site, props.car)) return null;
  return <FinanceWidgetLoaded {...props} />;
}

function FinanceWidgetLoaded({ car, site: siteCode, language, apiBase, api: injected }: FinanceWidgetProps) {
  const site = getSite(siteCode);
  const intl = site.locales.find((l) => l.language === language)?.intl ?? intlLocaleFor(language);
  const t = useMemo(() => createTranslator(language), [language]);
  const format = useMemo(() => financeFormat(intl, t), [intl, t]);
  const api = useMemo(() => injected ?? createFinanceHttpApi(apiBase), [injected, apiBase]);
  const { view, commit, chooseProduct } = useFinanceWidget(car, api);
  const headingId = useId();
  useFinanceTracking(view.status === 'loaded' ? trackingEvent(car.car_id, view.finance) : null, view.status === 'loaded' ? view.edits : 0);

  if (view.status === 'none') return null;
  if (view.status === 'hidden') return null;
  return (
    <Section aria-labelledby={headingId} data-finance-widget={view.status}>
      <h2 id={headingId}>{t('financeWidget.title')}</h2>
      {view.status === 'loading' ? <Spinner label={t('financeWidget.loading')} /> : null}
      {view.status === 'unavailable' ? <p>{t('financeWidget.defaultError')}</p> : null}
      {view.status === 'loaded' ? <Calculator view={view} t={t} format={format} onCommit={commit} onProduct={chooseProduct} /> : null}
    </Section>
  );
}

function Calculator({
  view,
  t,
  format,
  onCommit,
  onProduct,
}: {
  view: Extract<FinanceView, { status: 'loaded' }>;
  t: Translator;
  format: FinanceFormat;
  onCommit(field: FinanceField, value: number): void;
  onProduct(index: number): void;
}) {
  const { finance, quote, quoting, legal } = view;
  const figures = selectedFigures(finance);
  const productName = useId();
  return (
    <>
      {finance.products.length > 1 ? (
        <RadioGroup legend={t('financeWidget.products')} direction="row">
          {finance.products.map((product, index) => (
            <Radio
              key={product.FamilyKey}
              name={productName}
              value={product.FamilyKey}
              label={product.Name}
              checked={index === finance.selected}
              onChange={() => onProduct(index)}
            />
          ))}
        </RadioGroup>
      ) : null}
      {SLIDERS.map(({ field, label, figure }) => {
        const value = figures[figure];
        if (value === null) return null;
        return (
          <FinanceSlider
            key={`${selectedProduct(finance).FamilyKey}:${field}`}
            name={`finance-${field}`}
            label={t(label)}
            values={fieldValues(finance, field)}
            value={value}
            format={(v) => format.field(field, v)}
            onCommit={(v) => onCommit(field, v)}
          />
        );
      })}
      <div aria-busy={quoting}>
        {quoting ? <Spinner size="sm" label={t('financeWidget.updating')} /> : null}
        {quote ? <FinanceQuoteView shown={quote} legal={legal} t={t} format={format} /> : null}
      </div>
    </>
  );
}

function trackingEvent(carId: string, finance: FinanceWidgetState) {
  const figures = selectedFigures(finance);
  return {
    event: 'calculator',
    calculator: 'finance',
    car_id: carId,
    product: selectedProduct(finance).FamilyKey,
    calculation_type: finance.calculationType,
    term: figures.term,
    deposit: figures.deposit,
    monthly_payment: figures.payment,
    annual_mileage: figures.annualMileage,
  };
}
