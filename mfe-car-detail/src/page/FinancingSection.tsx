import styled from '@emotion/styled';
import { Suspense, useId } from 'react';
import type { Car } from '@showroom/contracts';
import type { Translator } from '@showroom/i18n';
import { lazyPart, partFailureTexts } from '@showroom/ui';
import type { Language, SiteDefinition } from '@showroom/sites';
import { privateLeasingView } from '../calculators';
import { CompanyLeasingCalculator } from '../financing/CompanyLeasingCalculator';
import { LoanCalculator } from '../financing/LoanCalculator';
import { showsFinanceWidget } from '../finance-widget/eligibility';
import { FinancingCard, LeasingList } from '../sections';

// The UK finance widget shows on premium-uk only (spec 2 §7), so the other markets' pages never fetch its code
// (issue 14: about 3 kB gzip of every car detail page). A UK page fetches it as it hydrates: the server renders it in
// full, and its HTML stays on show until the code arrives.
const FinanceWidget = lazyPart(() => import(/* webpackChunkName: "finance-widget" */ '../finance-widget/FinanceWidget').then((module) => module.FinanceWidget), 'finance widget');

const Section = styled.section(({ theme }) => ({ margin: `${theme.space.xl} 0`, display: 'grid', gap: theme.space.md, h2: { margin: 0 } }));

export interface FinancingSectionProps {
  car: Car;
  site: SiteDefinition;
  language: Language;
  apiBase: string;
  t: Translator;
  intl: string;
  money(amount: number): string;
}

/** Loan, company leasing and private leasing, each a card with its own calculator or texts; nothing when the car has none. */
export function FinancingSection({ car, site, language, apiBase, t, intl, money }: FinancingSectionProps) {
  const headingId = useId();
  const format = { money, number: (value: number) => new Intl.NumberFormat(intl).format(value) };
  const mileageUnit = car.car_odometer_unit === 'mil' ? 'mil' : car.car_odometer_unit === 'miles' ? 'miles' : 'km';
  const loan = car.car_loan;
  const company = car.car_companyleasing;
  const privateLease = car.car_privateleasing ? privateLeasingView(car.car_privateleasing, car, site.code) : null;
  const ukFinance = showsFinanceWidget(site, car);
  const leasingList = car.car_leasing_options ?? [];
  if (!loan && !company && !privateLease && !ukFinance && leasingList.length === 0) return null;
  return (
    <Section aria-labelledby={headingId} id="financing">
      <h2 id={headingId}>{t('carDetail.financing')}</h2>
      {loan ? (
        <FinancingCard title={loan.title || t('carDetail.loanTitle')} summary={t('carDetail.perMonth', { amount: money(loan.default_monthly_cost) })} campaign={Boolean(car.car_has_campaign_loan)} language={language} defaultExpanded>
          <LoanCalculator option={loan} price={loan.price} carId={car.car_id} t={t} format={format} />
        </FinancingCard>
      ) : null}
      {company ? (
        <FinancingCard
          title={company.title || t('carDetail.companyLeasingTitle')}
          summary={`${t('carDetail.perMonth', { amount: money(company.default_monthly_cost) })} ${t('price.exclVat')}`}
          campaign={Boolean(car.car_has_campaign_companyleasing)}
          language={language}
        >
          <CompanyLeasingCalculator option={company} carId={car.car_id} t={t} format={format} mileageUnit={mileageUnit} />
        </FinancingCard>
      ) : null}
      {privateLease ? (
        <FinancingCard
          language={language}
          campaign={privateLease.isCampaign}
          title={privateLease.title || t('carDetail.privateLeasingTitle')}
          summary={privateLease.monthlyCost ? `${t('carDetail.perMonth', { amount: money(privateLease.monthlyCost.amount) })}${privateLease.monthlyCost.exclVat ? ` ${t('price.exclVat')}` : ''}` : (privateLease.monthlyCostText ?? '')}
        >
          <ul>
            {[privateLease.salesText, privateLease.monthsText, privateLease.mileageText, privateLease.startFeeText, privateLease.invoiceFeeText]
              .filter((text): text is string => Boolean(text))
              .map((text) => (
                <li key={text}>{text}</li>
              ))}
          </ul>
          {privateLease.disclaimer ? <p>{privateLease.disclaimer}</p> : null}
        </FinancingCard>
      ) : null}
      <LeasingList options={leasingList} car={car} site={site.code} language={language} headingLevel={3} />
      {ukFinance ? (
        <Suspense fallback={null}>
          <FinanceWidget car={car} site={site.code} language={language} apiBase={apiBase} partFailure={partFailureTexts(t)} />
        </Suspense>
      ) : null}
    </Section>
  );
}
