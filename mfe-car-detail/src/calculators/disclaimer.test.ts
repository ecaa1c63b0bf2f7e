import type { CompanyLeasingQuote } from './companyLeasingCalculator';
import { companyLeasingDisclaimer, fillPlaceholders, loanDisclaimer, type DisclaimerFormat } from './disclaimer';
import type { LoanQuote } from './loanCalculator';

// Plain formatters so the expected strings are obvious; the page passes its locale's.
const format: DisclaimerFormat = { money: (amount) => `${amount} kr`, number: (value) => String(value).replace('.', ',') };

describe('fillPlaceholders', () => {
  it('fills numbered placeholders by position, also repeated and out of order', () => {
    expect(fillPlaceholders('{1} then {0}, again {1}', ['a', 'b'])).toBe('b then a, again b');
  });

  it('leaves a placeholder without a value as written', () => {
    expect(fillPlaceholders('{0} and {2}', ['x'])).toBe('x and {2}');
  });

  it('writes numbers as they are and leaves other braces alone', () => {
    expect(fillPlaceholders('{0} {name}', [0])).toBe('0 {name}');
  });
});

describe('loanDisclaimer', () => {
  const quote = { monthlyCost: 3_509, months: 36, downPayment: 49_980, interestRate: 4.95 } as LoanQuote;

  it('fills monthly cost, months, down payment and rate in the upstream order', () => {
    expect(loanDisclaimer('Månadskostnad {0} vid {1} månaders avtalstid, {2} kontantinsats och {3} % ränta.', quote, format)).toBe(
      'Månadskostnad 3509 kr vid 36 månaders avtalstid, 49980 kr kontantinsats och 4,95 % ränta.',
    );
  });

  it('is empty without a template', () => {
    expect(loanDisclaimer(undefined, quote, format)).toBe('');
  });
});

describe('companyLeasingDisclaimer', () => {
  it('fills monthly cost, months, first fee and rate', () => {
    const quote = { monthlyCost: 5_357, months: 36, firstFee: 30_000, interestRate: 5.95 } as CompanyLeasingQuote;
    expect(companyLeasingDisclaimer('Månadskostnad {0} exkl. moms vid {1} månader ({2} förstahyra, {3} %).', quote, format)).toBe(
      'Månadskostnad 5357 kr exkl. moms vid 36 månader (30000 kr förstahyra, 5,95 %).',
    );
  });
});
