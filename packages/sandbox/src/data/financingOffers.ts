import type { CompanyLeasingOption, LeasingListItem, LoanOption, PrivateLeasingOption } from '@showroom/contracts';
import type { Random } from '../random';
import { formatMoney, type Market } from './markets';

/**
 * Annuity payment per month, rounded (rate in percent per year). Payments in arrears for loans; in
 * advance (each a month earlier, so divided by 1 + r) for company leasing, as the upstream quotes it.
 */
export function annuity(principal: number, residual: number, ratePercent: number, months: number, timing: 'arrears' | 'advance' = 'arrears'): number {
  const r = ratePercent / 100 / 12;
  if (r === 0) return Math.round((principal - residual) / months);
  const factor = Math.pow(1 + r, months);
  const arrears = ((principal - residual / factor) * r * factor) / (factor - 1);
  return Math.round(timing === 'advance' ? arrears / (1 + r) : arrears);
}

export interface FinancingOffers {
  loan: LoanOption;
  companyLeasing: CompanyLeasingOption | null;
  privateLeasing: PrivateLeasingOption | null;
  list: LeasingListItem[];
  privateMonthly: number | null;
  companyMonthly: number | null;
}

/** Loan and leasing offers for a Swedish car price (prices incl. VAT; company leasing excl. VAT). */
export function financingFor(random: Random, market: Market, price: number, isCampaign: boolean, vatRate: number): FinancingOffers {
  const rate = random.pick([4.95, 5.95, 6.95, 7.45]);
  const durations = [24, 36, 48, 60, 72].map((months) => ({
    months,
    residual_percentage: Math.max(0, 60 - months * 0.6),
    cash_amount_min_percentage: 20,
    cash_amount_max_percentage: 50,
  }));
  const defaultDuration = durations[1]!;
  // The default down payment is the default contract's minimum (spec 2 §5), as the calculator opens.
  const cash = Math.round((price * defaultDuration.cash_amount_min_percentage) / 100);
  const loanMonthly = annuity(price - cash, (price * defaultDuration.residual_percentage) / 100, rate, defaultDuration.months);
  const loan: LoanOption = {
    title: 'Billån',
    description: 'Finansiera bilen med billån.',
    price,
    default_monthly_cost: loanMonthly,
    default_contract_duration: { months: defaultDuration.months },
    contract_durations: durations,
    invoice_fee: 60,
    invoice_fee_text: '60 kr',
    start_fee: 695,
    start_fee_text: '695 kr',
    interest_rate: rate,
    interest_rate_text: `${rate.toString().replace('.', ',')} %`,
    disclaimer: 'Månadskostnad {0} vid {1} månaders avtalstid, {2} kontantinsats och {3} % ränta.',
  };
  const list: LeasingListItem[] = [];
  let privateLeasing: PrivateLeasingOption | null = null;
  let privateMonthly: number | null = null;
  if (random.chance(0.7)) {
    privateMonthly = Math.round((price * 0.0125) / 10) * 10 - 1;
    privateLeasing = {
      title: 'Privatleasing',
      sales_text: isCampaign ? 'Kampanj på privatleasing' : 'Lease bilen tryggt',
      months_text: '36 månader',
      mileage_text: '1 500 mil/år',
      start_fee_text: '0 kr',
      invoice_fee_text: '49 kr',
      monthly_cost_text: `${formatMoney(market, privateMonthly)}/mån`,
      is_campaign: isCampaign,
      disclaimer: 'Priset gäller vid 36 månader och 1 500 mil per år.',
    };
    list.push({ leasing_type: 'Private', title: 'Privatleasing', monthly_cost: privateMonthly, monthly_cost_text: privateLeasing.monthly_cost_text ?? '', duration: 36, mileage: 1500 });
  }
  let companyLeasing: CompanyLeasingOption | null = null;
  let companyMonthly: number | null = null;
  if (random.chance(0.6)) {
    const priceExVat = Math.round(price / (1 + vatRate));
    const periods = [24, 36, 48].map((months) => ({
      months,
      months_text: `${months} mån`,
      residual_percentage: 55 - months * 0.5,
      cash_amount_min_percentage: 0,
      cash_amount_max_percentage: 30,
      cash_amount_min_text: '0 %',
      cash_amount_max_text: '30 %',
    }));
    companyMonthly = annuity(priceExVat, (priceExVat * periods[1]!.residual_percentage) / 100, rate, 36, 'advance');
    companyLeasing = {
      title: 'Företagsleasing',
      sales_text: 'Leasa bilen via företaget',
      description: 'Priser exklusive moms.',
      interest_rate: rate,
      interest_rate_text: `${rate.toString().replace('.', ',')} %`,
      has_fixed_interest_rate: true,
      disclaimer: 'Månadskostnad {0} exkl. moms vid {1} månader.',
      default_company_leasing_mileage: '1500',
      default_monthly_cost: companyMonthly,
      price_base_amount: priceExVat,
      start_fee: 695,
      invoice_fee: 60,
      company_leasing_options: { '1000': periods, '1500': periods, '2000': periods },
      default_company_leasing_option: {
        '1000': { cash_amount: 0, contract_length: 36 },
        '1500': { cash_amount: 0, contract_length: 36 },
        '2000': { cash_amount: 0, contract_length: 36 },
      },
    };
    list.push({ leasing_type: 'Company', title: 'Företagsleasing', monthly_cost: companyMonthly, monthly_cost_text: `${formatMoney(market, companyMonthly)}/mån exkl. moms`, duration: 36, mileage: 1500 });
  }
  return { loan, companyLeasing, privateLeasing, list, privateMonthly, companyMonthly };
}
