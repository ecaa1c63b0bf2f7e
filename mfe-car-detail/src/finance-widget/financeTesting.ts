import type { FinanceCfdRequest, FinanceCfdResponse, FinanceDefaultRequest, FinanceParameters, FinanceProduct, FinanceQuote } from '@showroom/contracts/codeweaver';
import { hp, pcp } from '../calculators/financeFixtures';
import type { FinanceApi } from './financeApi';

export const ukCar = { car_id: '500', car_site_id: 'uk-premium-1', car_is_used: true, car_is_sample: false };

/** A quote as codeweaver settles the parameters: the deposit or payment not sent is made up from the one sent. */
export function quoteFor(parameters: FinanceParameters, reference = 'CW-500-PCP-1'): FinanceQuote {
  const deposit = parameters.CashDeposit ?? 1_500;
  const payment = parameters.RegularPayment ?? 250.55;
  const link = (page: string) => `https://apply.codeweaver.example/${page}?quoteRef=${encodeURIComponent(reference)}`;
  return {
    QuoteReference: reference,
    FamilyKey: parameters.FamilyKey,
    ProductName: parameters.FamilyKey === 'PCP' ? pcp.Name : hp.Name,
    CashPrice: 10_000,
    Term: parameters.Term,
    CashDeposit: deposit,
    DepositContribution: 0,
    TotalDeposit: deposit,
    AmountOfCredit: 10_000 - deposit,
    NumberOfRegularPayments: parameters.Term,
    TotalRegularPayment: payment,
    FinalPayment: 4_000,
    OptionToPurchaseFee: 10,
    TotalAmountPayable: 14_000,
    TotalChargeForCredit: 1_000,
    InterestRate: 8.9,
    Apr: 9.3,
    AnnualMileage: parameters.AnnualMileage ?? null,
    ExcessMileageRate: parameters.AnnualMileage ? 8 : null,
    QuoteActions: { Apply: link('apply'), Reserve: link('reserve'), PartExchange: link('part-exchange') },
  };
}

export interface FakeFinanceOptions {
  products?: FinanceProduct[];
  /** The default call rejects. */
  failDefault?: boolean;
  /** The n-th cfd call (1-based) answers with an Error notification instead of a quote. */
  quoteErrorOn?: number;
  /** Holds the default answer until `release()`. */
  holdDefault?: boolean;
}

/** A codeweaver stand-in that records every call; the n-th quote has reference CW-500-<n>. */
export function fakeFinanceApi(options: FakeFinanceOptions = {}) {
  const calls = { defaults: [] as FinanceDefaultRequest[], quote: [] as FinanceCfdRequest[], legal: [] as string[] };
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const api: FinanceApi = {
    async defaults(request) {
      calls.defaults.push(request);
      if (options.holdDefault) await held;
      if (options.failDefault) throw new Error('codeweaver default: HTTP 502');
      return { Products: options.products ?? [pcp, hp] };
    },
    async quote(request) {
      calls.quote.push(request);
      const n = calls.quote.length;
      const vehicle = request.VehicleRequests[0]!;
      const answer: FinanceCfdResponse = {
        Vehicles: [
          {
            Id: vehicle.Id ?? null,
            Identifier: vehicle.Vehicle.Identifier,
            FinanceQuotations: [
              n === options.quoteErrorOn
                ? { Blocks: [], Finance: { Notifications: [{ Type: 'Error', Code: 'InvalidTerm', Message: 'Term must be one of 24, 36, 48 months' }] }, Quote: null }
                : {
                    Blocks: [{ Key: 'TotalAmountPayable', Title: 'Total amount payable', DisplayValue: '£14,000.00' }],
                    Finance: { Notifications: [] },
                    Quote: quoteFor(vehicle.Parameters, `CW-500-${n}`),
                  },
            ],
          },
        ],
      };
      return answer;
    },
    async legal(quoteRef) {
      calls.legal.push(quoteRef);
      return { QuoteReference: quoteRef, Lender: 'Sandbox Motor Finance plc', TermsAndConditions: `Terms of quote ${quoteRef}.` };
    },
  };
  return { api, calls, release: () => release() };
}

/** The parameters of the i-th cfd call. */
export const quoteParameters = (calls: { quote: FinanceCfdRequest[] }, index: number) => calls.quote[index]?.VehicleRequests[0]?.Parameters;
