import { financeCfdRequestSchema, financeDefaultRequestSchema, type FinanceCfdResponse, type FinanceQuote } from '@showroom/contracts/codeweaver';
import { SITES } from '@showroom/sites';
import { FINANCE_DEFAULT_ERROR, financeDefaultRequest, financeQuoteRequest, hasUkFinance, quoteOutcome } from './financeQuote';

const car = { car_id: '500', car_site_id: 'uk-premium-1' };

describe('finance requests', () => {
  it('asks for the defaults of a pre-owned GB vehicle at its dealer', () => {
    const request = financeDefaultRequest(car);
    expect(request).toEqual({ Vehicle: { Identifier: '500', Country: 'GB', Status: 'Preowned' }, Dealer: { Identifier: 'uk-premium-1' } });
    expect(financeDefaultRequestSchema.safeParse(request).success).toBe(true);
  });

  it('asks for one quote with the parameters, matched by the car id', () => {
    const parameters = { FamilyKey: 'PCP' as const, Term: 36, CashDeposit: 1_000, AnnualMileage: 10_000, CalculationType: 'CashDeposit' as const };
    const request = financeQuoteRequest(car, parameters);
    expect(request).toEqual({
      Dealer: { Identifier: 'uk-premium-1' },
      VehicleRequests: [{ Id: '500', Vehicle: { Identifier: '500', Country: 'GB', Status: 'Preowned' }, Parameters: parameters }],
    });
    expect(financeCfdRequestSchema.safeParse(request).success).toBe(true);
  });

  it('cannot ask without a dealer', () => {
    expect(financeDefaultRequest({ car_id: '500', car_site_id: null })).toBeNull();
    expect(financeQuoteRequest({ car_id: '500', car_site_id: '' }, { FamilyKey: 'HP', Term: 12, CashDeposit: 1, CalculationType: 'CashDeposit' })).toBeNull();
  });

  it('is offered on the UK site only', () => {
    expect(hasUkFinance(SITES['premium-uk'])).toBe(true);
    expect(hasUkFinance(SITES['dealergroup-se'])).toBe(false);
  });

  it('has the spec’s text for a failed default call', () => {
    expect(FINANCE_DEFAULT_ERROR).toBe(
      "Sorry, but it looks like we can't get a quote for you right now. Please contact our team for more information about finance offers on this vehicle.",
    );
  });
});

describe('quoteOutcome', () => {
  const quote = { QuoteReference: 'Q1', TotalRegularPayment: 250.55, CashDeposit: 1_000 } as FinanceQuote;
  const response = (quotation: FinanceCfdResponse['Vehicles'][number]['FinanceQuotations'][number]): FinanceCfdResponse => ({
    Vehicles: [{ Id: '500', Identifier: '500', FinanceQuotations: [quotation] }],
  });

  it('gives the quote, its blocks and any warnings', () => {
    const warning = { Type: 'Warning' as const, Code: 'DepositBelowMinimum', Message: 'The minimum deposit is £1,000' };
    const blocks = [{ Key: 'Apr', Title: 'Representative APR', DisplayValue: '9.3% APR' }];
    expect(quoteOutcome(response({ Blocks: blocks, Finance: { Notifications: [warning] }, Quote: quote }), '500')).toEqual({
      kind: 'quote',
      quote,
      blocks,
      notices: [warning],
    });
  });

  it('holds the error messages when there is no quote', () => {
    const outcome = quoteOutcome(
      response({
        Blocks: [],
        Finance: {
          Notifications: [
            { Type: 'Information', Code: 'DefaultMileage', Message: 'Quoted at 10,000 miles a year' },
            { Type: 'Error', Code: 'InvalidTerm', Message: 'Term must be one of 24, 36, 48 months' },
          ],
        },
        Quote: null,
      }),
      '500',
    );
    expect(outcome).toEqual({ kind: 'error', message: 'Term must be one of 24, 36, 48 months' });
  });

  it('is an error when the answer has nothing for the car', () => {
    expect(quoteOutcome({ Vehicles: [] }, '500').kind).toBe('error');
  });
});
