import { formatNumber, type Translator } from '@showroom/i18n';
import type { FinanceField } from '../calculators';

/** How the widget writes its figures; codeweaver quotes in pounds. */
export interface FinanceFormat {
  /** £1,000 or £1,234.50: pence only when there are any. */
  pounds(amount: number): string;
  /** £250.55, always with pence: monthly payments. */
  pence(amount: number): string;
  /** A slider's value as the visitor reads it ("36 months", "£1,000", "10,000 miles"). */
  field(field: FinanceField, value: number): string;
}

export function financeFormat(intl: string, t: Translator): FinanceFormat {
  const whole = new Intl.NumberFormat(intl, { style: 'currency', currency: 'GBP', minimumFractionDigits: 0, maximumFractionDigits: 0 });
  const withPence = new Intl.NumberFormat(intl, { style: 'currency', currency: 'GBP', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const pounds = (amount: number) => (Number.isInteger(amount) ? whole : withPence).format(amount);
  const pence = (amount: number) => withPence.format(amount);
  return {
    pounds,
    pence,
    field(field, value) {
      if (field === 'Term') return t('financeWidget.months', { count: value });
      if (field === 'AnnualMileage') return t('financeWidget.miles', { miles: formatNumber(value, intl) });
      return field === 'Payment' ? pence(value) : pounds(value);
    },
  };
}
