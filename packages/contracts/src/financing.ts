import * as z from '@showroom/contracts/z';

// Financing options carried on a car record (spec 2 "Loan option", "Company leasing option",
// "Private leasing option", "Leasing list"). Percentages are stored as percent (divide by 100).

export const contractDurationSchema = z.object({
  months: z.number().check(z.int()).check(z.positive()),
  residual_percentage: z.number().check(z.gte(0)).check(z.lte(100)),
  cash_amount_max_percentage: z.number().check(z.gte(0)).check(z.lte(100)),
  cash_amount_min_percentage: z.number().check(z.gte(0)).check(z.lte(100)),
});
export type ContractDuration = z.infer<typeof contractDurationSchema>;

export const loanOptionSchema = z.object({
  title: z.string(),
  description: z.optional(z.string()),
  price: z.number(),
  default_monthly_cost: z.number(),
  default_contract_duration: z.object({ months: z.number().check(z.int()).check(z.positive()) }),
  contract_durations: z.array(contractDurationSchema).check(z.minLength(1)),
  invoice_fee: z.number(),
  invoice_fee_text: z.optional(z.string()),
  start_fee: z.number(),
  start_fee_text: z.optional(z.string()),
  interest_rate: z.number(),
  interest_rate_text: z.optional(z.string()),
  /** Text with numbered placeholders {0}, {1} ... filled by the calculator. */
  disclaimer: z.optional(z.string()),
});
export type LoanOption = z.infer<typeof loanOptionSchema>;

export const companyLeasingPeriodSchema = z.object({
  months: z.number().check(z.int()).check(z.positive()),
  months_text: z.optional(z.string()),
  residual_percentage: z.number().check(z.gte(0)).check(z.lte(100)),
  cash_amount_min_percentage: z.number().check(z.gte(0)).check(z.lte(100)),
  cash_amount_max_percentage: z.number().check(z.gte(0)).check(z.lte(100)),
  cash_amount_min_text: z.optional(z.string()),
  cash_amount_max_text: z.optional(z.string()),
});
export type CompanyLeasingPeriod = z.infer<typeof companyLeasingPeriodSchema>;

export const companyLeasingOptionSchema = z.object({
  title: z.string(),
  sales_text: z.optional(z.string()),
  description: z.optional(z.string()),
  interest_rate: z.number(),
  interest_rate_text: z.optional(z.string()),
  has_fixed_interest_rate: z.optional(z.boolean()),
  disclaimer: z.optional(z.string()),
  /** Yearly mileage (in the market's unit) chosen by default; a key of company_leasing_options. */
  default_company_leasing_mileage: z.string(),
  default_monthly_cost: z.number(),
  price_base_amount: z.number(),
  start_fee: z.optional(z.number()),
  invoice_fee: z.optional(z.number()),
  /** Keyed by yearly mileage. */
  company_leasing_options: z.record(z.string(), z.array(companyLeasingPeriodSchema)),
  /** Keyed by yearly mileage. */
  default_company_leasing_option: z.record(
    z.string(),
    z.object({ cash_amount: z.number(), contract_length: z.number().check(z.int()).check(z.positive()) }),
  ),
});
export type CompanyLeasingOption = z.infer<typeof companyLeasingOptionSchema>;

export const privateLeasingOptionSchema = z.object({
  title: z.string(),
  sales_text: z.optional(z.string()),
  months_text: z.optional(z.string()),
  mileage_text: z.optional(z.string()),
  start_fee_text: z.optional(z.string()),
  invoice_fee_text: z.optional(z.string()),
  monthly_cost_text: z.optional(z.string()),
  is_campaign: z.optional(z.boolean()),
  disclaimer: z.optional(z.string()),
});
export type PrivateLeasingOption = z.infer<typeof privateLeasingOptionSchema>;

export const leasingTypeSchema = z.enum(['Private', 'Company']);

export const leasingListItemSchema = z.object({
  leasing_type: leasingTypeSchema,
  title: z.string(),
  monthly_cost: z.number(),
  monthly_cost_text: z.optional(z.string()),
  description: z.optional(z.string()),
  /** Contract length in months. */
  duration: z.optional(z.number().check(z.int()).check(z.positive())),
  /** Yearly mileage in the market's unit. */
  mileage: z.optional(z.number().check(z.int()).check(z.nonnegative())),
});
export type LeasingListItem = z.infer<typeof leasingListItemSchema>;
