import styled from '@emotion/styled';
import { useId, useState } from 'react';
import type { CompanyLeasingOption } from '@showroom/contracts';
import type { Translator } from '@showroom/i18n';
import { changeCompanyLeasingMileage, changeCompanyLeasingPeriod, changeFirstFee, companyLeasingDisclaimer, companyLeasingMileages, companyLeasingQuote, initialCompanyLeasingState } from '../calculators';
import { Calculator, Disclaimer, Figures, MonthlyCost, type CalculatorFormat } from './LoanCalculator';
import { PeriodField } from './PeriodField';
import { SliderField } from './SliderField';
import { useCalculatorTracking } from './useCalculatorTracking';

const Mileages = styled.fieldset(({ theme }) => ({
  border: 0,
  margin: 0,
  padding: 0,
  legend: { fontWeight: theme.fontWeights.bold, marginBottom: theme.space.xxs },
  div: { display: 'flex', flexWrap: 'wrap', gap: theme.space.xs },
  label: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.space.xxs,
    minHeight: '44px',
    padding: `0 ${theme.space.sm}`,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.md,
    cursor: 'pointer',
  },
  'label:has(input:checked)': { borderColor: theme.colors.primary, boxShadow: `inset 0 0 0 1px ${theme.colors.primary}` },
  'label:has(input:focus-visible)': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: '2px' },
}));

/**
 * The company leasing calculator (spec 2 §5): yearly mileage, period in 12-month steps and the
 * first fee in whole percent within the period's limits; the monthly cost is the payments-in-advance
 * annuity, shown without VAT. The figures come from ../calculators; this only binds them.
 */
export function CompanyLeasingCalculator({ option, carId, t, format, mileageUnit }: { option: CompanyLeasingOption; carId: string; t: Translator; format: CalculatorFormat; mileageUnit: string }) {
  const [state, setState] = useState(() => initialCompanyLeasingState(option));
  const quote = companyLeasingQuote(state);
  const mileages = companyLeasingMileages(option);
  const name = useId();
  const { period, firstFee } = quote.limits;
  useCalculatorTracking(
    { event: 'calculator', calculator: 'company leasing', car_id: carId, mileage: quote.mileage, months: quote.months, first_fee_percent: quote.firstFeePercent, monthly_cost: quote.monthlyCost },
    `${quote.mileage}:${quote.months}:${quote.firstFeePercent}`,
  );
  return (
    <Calculator data-calculator="company-leasing">
      <MonthlyCost aria-live="polite" data-monthly-cost={quote.monthlyCost}>
        {t('carDetail.perMonth', { amount: format.money(quote.monthlyCost) })} {t('price.exclVat')}
      </MonthlyCost>
      {mileages.length > 1 ? (
        <Mileages>
          <legend>{t('carDetail.yearlyMileage')}</legend>
          <div>
            {mileages.map((mileage) => (
              <label key={mileage}>
                <input type="radio" name={name} value={mileage} checked={state.mileage === mileage} onChange={() => setState((s) => changeCompanyLeasingMileage(s, mileage))} />
                {`${format.number(Number(mileage))} ${mileageUnit}`}
              </label>
            ))}
          </div>
        </Mileages>
      ) : null}
      <PeriodField name="company-leasing-period" period={period} months={quote.months} t={t} onChange={(months) => setState((s) => changeCompanyLeasingPeriod(s, months))} />
      <SliderField
        name="company-leasing-first-fee"
        label={t('carDetail.firstFee')}
        value={quote.firstFeePercent}
        min={firstFee.min}
        max={firstFee.max}
        step={firstFee.step}
        valueText={`${quote.firstFeePercent} % (${format.money(quote.firstFee)})`}
        onChange={(percent) => setState((s) => changeFirstFee(s, percent))}
      />
      <Figures>
        <dt>{t('carDetail.residualValue')}</dt>
        <dd>{format.money(quote.residualValue)}</dd>
        <dt>{t('carDetail.interestRate')}</dt>
        <dd>{option.interest_rate_text ?? `${format.number(quote.interestRate)} %`}</dd>
      </Figures>
      {option.disclaimer ? <Disclaimer>{companyLeasingDisclaimer(option.disclaimer, quote, format)}</Disclaimer> : null}
    </Calculator>
  );
}
