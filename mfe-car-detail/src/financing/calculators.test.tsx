import { fireEvent, render, screen } from '@testing-library/react';
import type { CompanyLeasingOption, LoanOption } from '@showroom/contracts';
import { createTranslator } from '@showroom/i18n';
import { ThemeRoot } from '@showroom/ui';
import { CompanyLeasingCalculator } from './CompanyLeasingCalculator';
import { LoanCalculator } from './LoanCalculator';

const t = createTranslator('sv');
// Plain formatting, so the expected texts below are easy to read.
const format = { money: (n: number) => `${n} kr`, number: (n: number) => String(n) };
// What a browser does to a native range (HTML's range state), which jsdom leaves out: End, and a
// drag to the far end, set the highest value min + k * step not above max; Home sets min; an arrow
// key moves one step. The tests apply it to the rendered attributes, so they see what a visitor gets.
const attributes = (slider: HTMLElement) => {
  const input = slider as HTMLInputElement;
  return { min: Number(input.min), max: Number(input.max), step: Number(input.step) || 1, value: Number(input.value) };
};
const browserEnd = (slider: HTMLElement) => {
  const { min, max, step } = attributes(slider);
  return min + Math.floor((max - min) / step) * step;
};
const press = (slider: HTMLElement, key: 'Home' | 'End' | 'ArrowRight') => {
  const { min, step, value } = attributes(slider);
  const next = key === 'Home' ? min : key === 'End' ? browserEnd(slider) : Math.min(value + step, browserEnd(slider));
  fireEvent.change(slider, { target: { value: String(next) } });
};
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
    // 24 months (one step right): 800 / (1 - 1.01^-24) = 800 / 0.212434 = 3765.88 -> 3766.
    press(screen.getByRole('slider', { name: 'Avtalstid' }), 'ArrowRight');
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

  // Issue 15 item 2: on a 249 900 car the range runs from 20 % = 49 980 to 50 % = 124 950, rounded
  // to 125 000; 125 000 - 49 980 = 75 020 is no whole number of 1000 steps.
  const dearer: LoanOption = { ...loan, price: 249_900 };
  const downPaymentSlider = () => screen.getByRole('slider', { name: 'Kontantinsats' });
  const shownDownPayment = () => downPaymentSlider().parentElement?.querySelector('output')?.textContent;

  it('reaches the maximum down payment by End and by a drag to the far end, and the minimum by Home', () => {
    render(
      <ThemeRoot theme="dealergroup">
        <LoanCalculator option={dearer} price={249_900} carId="1" t={t} format={format} />
      </ThemeRoot>,
    );
    expect(shownDownPayment()).toBe('49980 kr');
    press(downPaymentSlider(), 'End');
    expect(shownDownPayment()).toBe('125000 kr');
    expect(screen.getByRole('textbox', { name: /^Kontantinsats/ })).toHaveValue('125000');
    // 249 900 - 125 000 = 124 900 over 12 months at r = 0.01: 1249 / (1 - 1.01^-12) = 1249 / 0.1125508 = 11097.21 -> 11097.
    expect(cost('loan')).toBe('11097');
    press(downPaymentSlider(), 'Home');
    expect(shownDownPayment()).toBe('49980 kr');
    // 249 900 - 49 980 = 199 920: 1999.2 / 0.1125508 = 17762.65 -> 17763.
    expect(cost('loan')).toBe('17763');
    // A drag past the far end: the pointer's position is turned into the range's top value, as End does.
    fireEvent.change(downPaymentSlider(), { target: { value: String(browserEnd(downPaymentSlider())) } });
    expect(shownDownPayment()).toBe('125000 kr');
  });

  it('reaches the longest period when the periods are not whole 12-month steps apart', () => {
    // Periods 12, 18 and 30: 12-month steps from 12 stop at 12 and 24, and 24 is as near 18 as 30.
    render(
      <ThemeRoot theme="dealergroup">
        <LoanCalculator option={{ ...loan, contract_durations: [duration(12), duration(18), duration(30)] }} price={100_000} carId="1" t={t} format={format} />
      </ThemeRoot>,
    );
    const period = screen.getByRole('slider', { name: 'Avtalstid' });
    press(period, 'End');
    expect(period.parentElement?.querySelector('output')).toHaveTextContent('30 mån');
    press(period, 'Home');
    expect(period.parentElement?.querySelector('output')).toHaveTextContent('12 mån');
  });

  it('steps from the minimum to round thousands, and a typed value off the steps stays as typed', () => {
    render(
      <ThemeRoot theme="dealergroup">
        <LoanCalculator option={dearer} price={249_900} carId="1" t={t} format={format} />
      </ThemeRoot>,
    );
    press(downPaymentSlider(), 'ArrowRight');
    expect(shownDownPayment()).toBe('50000 kr');
    const box = screen.getByRole('textbox', { name: /^Kontantinsats/ });
    fireEvent.change(box, { target: { value: '80 500' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(shownDownPayment()).toBe('80500 kr');
    press(downPaymentSlider(), 'End');
    expect(shownDownPayment()).toBe('125000 kr');
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

  it('reaches both ends of the first fee: End gives the maximum 30 %, Home the minimum 0 %', () => {
    render(
      <ThemeRoot theme="dealergroup">
        <CompanyLeasingCalculator option={company} carId="1" t={t} format={format} mileageUnit="mil" />
      </ThemeRoot>,
    );
    const fee = screen.getByRole('slider', { name: 'Förhöjd första avgift' });
    press(fee, 'End');
    expect(fee.parentElement?.querySelector('output')).toHaveTextContent('30 % (60000 kr)');
    press(fee, 'Home');
    expect(fee.parentElement?.querySelector('output')).toHaveTextContent('0 % (0 kr)');
  });
});
