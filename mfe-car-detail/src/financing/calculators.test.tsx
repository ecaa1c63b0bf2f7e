import { fireEvent, render, screen } from '@testing-library/react';
import type { CompanyLeasingOption, LoanOption } from '@showroom/contracts';
import { createTranslator } from '@showroom/i18n';
import { ThemeRoot } from '@showroom/ui';
import { CompanyLeasingCalculator } from './CompanyLeasingCalculator';
import { LoanCalculator } from './LoanCalculator';

const t = createTranslator('sv');
// Plain formatting, so the expected texts below are easy to read.
const format = { money: (n: number) => `${n} kr`, number: (n: number) => String(n) };
const cost = (calculator: string) => document.querySelector(`[data-calculator="${calculator}"] [data-monthly-cost]`)?.getAttribute('data-monthly-cost');

const duration = (months: number) => ({ months, residual_percentage: 0, cash_amount_min_percentage: 20, cash_amount_max_percentage: 50 });
const loan: LoanOption = {
  title: 'Billån',
  price: 100_000,
  default_monthly_cost: 7108,
  default_contract_duration: { months: 12 },
  contract_durations: [duration(12), duration(24)],
  invoice_fee: 60,
  start_fee: 695,
  interest_rate: 12,
};

describe('LoanCalculator', () => {
  it('binds period and down payment to the annuity', () => {
    render(
      <ThemeRoot theme="dealergroup">
        <LoanCalculator option={loan} price={100_000} carId="1" t={t} format={format} />
      </ThemeRoot>,
    );
    // r = 12 % / 12 = 0.01; down payment 20 % = 20 000; 80 000 over 12: 800 / (1 - 1.01^-12) = 800 / 0.112551 = 7107.90 -> 7108.
    expect(cost('loan')).toBe('7108');
    // 24 months: 800 / (1 - 1.01^-24) = 800 / 0.212434 = 3765.88 -> 3766.
    fireEvent.change(screen.getByRole('slider', { name: 'Avtalstid' }), { target: { value: '24' } });
    expect(cost('loan')).toBe('3766');
    // 60 000 typed is above 50 % (50 000): clamped; 50 000 over 24: 500 / 0.212434 = 2353.67 -> 2354.
    const box = screen.getByRole('textbox', { name: /^Kontantinsats/ });
    fireEvent.change(box, { target: { value: '60 000' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(box).toHaveValue('50000');
    expect(cost('loan')).toBe('2354');
  });

  it('hides the period slider when there is one period, and ignores text that is not a number', () => {
    render(
      <ThemeRoot theme="dealergroup">
        <LoanCalculator option={{ ...loan, contract_durations: [duration(12)] }} price={100_000} carId="1" t={t} format={format} />
      </ThemeRoot>,
    );
    expect(screen.queryByRole('slider', { name: 'Avtalstid' })).toBeNull();
    const box = screen.getByRole('textbox', { name: /^Kontantinsats/ });
    fireEvent.change(box, { target: { value: 'tjugo' } });
    fireEvent.blur(box);
    expect(box).toHaveValue('20000');
    expect(cost('loan')).toBe('7108');
  });
});

const period = { months: 36, residual_percentage: 50, cash_amount_min_percentage: 0, cash_amount_max_percentage: 30 };
const company: CompanyLeasingOption = {
  title: 'Företagsleasing',
  interest_rate: 12,
  default_company_leasing_mileage: '1500',
  default_monthly_cost: 4279,
  price_base_amount: 200_000,
  company_leasing_options: { '1500': [period], '2000': [{ ...period, residual_percentage: 40 }] },
  default_company_leasing_option: { '1500': { cash_amount: 0, contract_length: 36 }, '2000': { cash_amount: 0, contract_length: 36 } },
};

describe('CompanyLeasingCalculator', () => {
  it('pays in advance, steps the first fee by one percent and switches the mileage table', () => {
    render(
      <ThemeRoot theme="dealergroup">
        <CompanyLeasingCalculator option={company} carId="1" t={t} format={format} mileageUnit="mil" />
      </ThemeRoot>,
    );
    // r = 0.01, n = 36, 1.01^-36 = 0.698925; residual 50 % = 100 000:
    // arrears (200000 - 100000 * 0.698925) * 0.01 / 0.301075 = 4321.43; in advance / 1.01 = 4278.64 -> 4279.
    expect(cost('company-leasing')).toBe('4279');
    expect(document.querySelector('[data-calculator="company-leasing"] [data-monthly-cost]')).toHaveTextContent('4279 kr/mån exkl. moms');
    // First fee 2 % = 4 000: (196000 - 69892.49) * 0.01 / 0.301075 = 4188.57; / 1.01 = 4147.10 -> 4147.
    fireEvent.change(screen.getByRole('slider', { name: 'Förhöjd första avgift' }), { target: { value: '2' } });
    expect(cost('company-leasing')).toBe('4147');
    // 2000 mil: residual 40 % = 80 000, fee kept at 2 %:
    // (196000 - 80000 * 0.698925) * 0.01 / 0.301075 = (196000 - 55914.0) * 0.01 / 0.301075 = 4652.86; / 1.01 = 4606.79 -> 4607.
    fireEvent.click(screen.getByRole('radio', { name: '2000 mil' }));
    expect(cost('company-leasing')).toBe('4607');
  });
});
