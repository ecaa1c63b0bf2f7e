import styled from '@emotion/styled';
import { useState } from 'react';
import type { LoanOption } from '@showroom/contracts';
import type { Translator } from '@showroom/i18n';
import { changeDownPayment, changeLoanPeriod, initialLoanState, loanDisclaimer, loanQuote } from '../calculators';
import { PeriodField } from './PeriodField';
import { SliderField } from './SliderField';
import { useCalculatorTracking } from './useCalculatorTracking';

export const Figures = styled.dl(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  justifyContent: 'space-between',
  gap: `${theme.space.xxs} ${theme.space.md}`,
  margin: 0,
  dd: { margin: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
}));

export const MonthlyCost = styled.p(({ theme }) => ({ margin: 0, fontSize: theme.fontSizes.xl, fontWeight: theme.fontWeights.bold }));

export const Disclaimer = styled.p(({ theme }) => ({ margin: 0, fontSize: theme.fontSizes.sm, color: theme.colors.mutedText }));

export const Calculator = styled.div(({ theme }) => ({ display: 'grid', gap: theme.space.md }));

export interface CalculatorFormat {
  money(amount: number): string;
  number(value: number): string;
}

/**
 * The loan calculator (spec 2 §5): period in 12-month steps (hidden when there is one), down payment
 * from the contract's minimum to its rounded maximum in steps of 1000 or typed in, the monthly cost
 * recomputed live. The figures come from ../calculators; this only binds them.
 */
export function LoanCalculator({ option, price, carId, t, format }: { option: LoanOption; price: number; carId: string; t: Translator; format: CalculatorFormat }) {
  const [state, setState] = useState(() => initialLoanState(option, price));
  const quote = loanQuote(state);
  const { period, downPayment } = quote.limits;
  useCalculatorTracking({ event: 'calculator', calculator: 'loan', car_id: carId, months: quote.months, down_payment: quote.downPayment, monthly_cost: quote.monthlyCost }, `${quote.months}:${quote.downPayment}`);
  return (
    <Calculator data-calculator="loan">
      <MonthlyCost aria-live="polite" data-monthly-cost={quote.monthlyCost}>
        {t('carDetail.perMonth', { amount: format.money(quote.monthlyCost) })}
      </MonthlyCost>
      <PeriodField name="loan-period" period={period} months={quote.months} t={t} onChange={(months) => setState((s) => changeLoanPeriod(s, months))} />
      <SliderField
        name="loan-down-payment"
        label={t('carDetail.downPayment')}
        value={quote.downPayment}
        min={downPayment.min}
        max={downPayment.max}
        step={downPayment.step}
        valueText={format.money(quote.downPayment)}
        directInputLabel={`${t('carDetail.downPayment')} (${format.money(downPayment.min)} – ${format.money(downPayment.max)})`}
        onChange={(value) => setState((s) => changeDownPayment(s, value))}
      />
      <Figures>
        {period.hidden ? (
          <>
            <dt>{t('carDetail.period')}</dt>
            <dd>{t('carDetail.months', { count: quote.months })}</dd>
          </>
        ) : null}
        <dt>{t('carDetail.residualValue')}</dt>
        <dd>{format.money(quote.residualValue)}</dd>
        <dt>{t('carDetail.interestRate')}</dt>
        <dd>{option.interest_rate_text ?? `${format.number(quote.interestRate)} %`}</dd>
        <dt>{t('carDetail.startFee')}</dt>
        <dd>{option.start_fee_text ?? format.money(option.start_fee)}</dd>
        <dt>{t('carDetail.invoiceFee')}</dt>
        <dd>{option.invoice_fee_text ?? format.money(option.invoice_fee)}</dd>
      </Figures>
      {option.disclaimer ? <Disclaimer>{loanDisclaimer(option.disclaimer, quote, format)}</Disclaimer> : null}
    </Calculator>
  );
}
