import type { FinanceProduct } from '@showroom/contracts/codeweaver';

// Products as the codeweaver default call returns them for a £10,000 car (shaped like the sandbox's).
export const pcp: FinanceProduct = {
  Name: 'Personal Contract Purchase',
  FamilyKey: 'PCP',
  InterestRate: 8.9,
  Apr: 9.3,
  Term: { Default: 36, Values: [48, 24, 36], Locale: { DisplayValue: '36 months' } },
  Deposit: { Default: 1_000, Minimum: 1_000, Maximum: 5_000, Step: 100, Locale: { DisplayValue: '£1,000' } },
  // Default off the 1-pound grid that starts at 180.55
  Payment: { Default: 250.37, Minimum: 180.55, Maximum: 320.1, Step: 1, Locale: { DisplayValue: '£250.37' } },
  AnnualMileage: { Default: 10_000, Values: [6_000, 8_000, 10_000, 12_000, 15_000], Locale: { DisplayValue: '10,000 miles' } },
};

export const hp: FinanceProduct = {
  Name: 'Hire Purchase',
  FamilyKey: 'HP',
  InterestRate: 9.9,
  Apr: 10.4,
  Term: { Default: 48, Values: [12, 24, 36, 48, 60], Locale: { DisplayValue: '48 months' } },
  Deposit: { Default: 1_100, Minimum: 1_001, Maximum: 5_000, Step: 100, Locale: { DisplayValue: '£1,100' } },
  Payment: { Default: 230, Minimum: 120.4, Maximum: 790.8, Step: 1, Locale: { DisplayValue: '£230.00' } },
  AnnualMileage: null,
};
