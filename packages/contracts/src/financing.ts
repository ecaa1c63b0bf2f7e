import { z } from 'zod';

// Financing options carried on a car record (spec 2 "Loan option", "Company leasing option",
// "Private leasing option", "Leasing list"). Percentages are stored as percent (divide by 100).

export const contractDurationSchema = z.object({
  months: z.number().int().positive(),
  residual_percentage: z.number().min(0).max(100),
  cash_amount_max_percentage: z.number().min(0).max(100),
  cash_amount_min_percentage: z.number().min(0).max(100),
});
export type ContractDuration = z.infer<typeof contractDurationSchema>;

export const loanOptionSchema = z.object({
  title: z.string(),
  description: z.string().optional(),
  price: z.number(),
  default_monthly_cost: z.number(),
  default_contract_duration: z.object({ months: z.number().int().positive() }),
  contract_durations: z.array(contractDurationSchema).min(1),
  invoice_fee: z.number(),
  invoice_fee_text: z.string().optional(),
  start_fee: z.number(),
  start_fee_text: z.string().optional(),
  interest_rate: z.number(),
  interest_rate_text: z.string().optional(),
  /** Text with numbered placeholders {0}, {1} ... filled by the calculator. */
  disclaimer: z.string().optional(),
});
export type LoanOption = z.infer<typeof loanOptionSchema>;

export const companyLeasingPeriodSchema = z.object({
  months: z.number().int().positive(),
  months_text: z.string().optional(),
  residual_percentage: z.number().min(0).max(100),
  cash_amount_min_percentage: z.number().min(0).max(100),
  cash_amount_max_percentage: z.number().min(0).max(100),
  cash_amount_min_text: z.string().optional(),
  cash_amount_max_text: z.string().optional(),
});
export type CompanyLeasingPeriod = z.infer<typeof companyLeasingPeriodSchema>;

export const companyLeasingOptionSchema = z.object({
  title: z.string(),
  sales_text: z.string().optional(),
  description: z.string().optional(),
  interest_rate: z.number(),
  interest_rate_text: z.string().optional(),
  has_fixed_interest_rate: z.boolean().optional(),
  disclaimer: z.string().optional(),
  /** Yearly mileage (in the market's unit) chosen by default; a key of company_leasing_options. */
  default_company_leasing_mileage: z.string(),
  default_monthly_cost: z.number(),
  price_base_amount: z.number(),
  start_fee: z.number().optional(),
  invoice_fee: z.number().optional(),
  /** Keyed by yearly mileage. */
  company_leasing_options: z.record(z.string(), z.array(companyLeasingPeriodSchema)),
  /** Keyed by yearly mileage. */
  default_company_leasing_option: z.record(
    z.string(),
    z.object({ cash_amount: z.number(), contract_length: z.number().int().positive() }),
  ),
});
export type CompanyLeasingOption = z.infer<typeof companyLeasingOptionSchema>;

export const privateLeasingOptionSchema = z.object({
  title: z.string(),
  sales_text: z.string().optional(),
  months_text: z.string().optional(),
  mileage_text: z.string().optional(),
  start_fee_text: z.string().optional(),
  invoice_fee_text: z.string().optional(),
  monthly_cost_text: z.string().optional(),
  is_campaign: z.boolean().optional(),
  disclaimer: z.string().optional(),
});
export type PrivateLeasingOption = z.infer<typeof privateLeasingOptionSchema>;

export const leasingTypeSchema = z.enum(['Private', 'Company']);

export const leasingListItemSchema = z.object({
  leasing_type: leasingTypeSchema,
  title: z.string(),
  monthly_cost: z.number(),
  monthly_cost_text: z.string().optional(),
  description: z.string().optional(),
  /** Contract length in months. */
  duration: z.number().int().positive().optional(),
  /** Yearly mileage in the market's unit. */
  mileage: z.number().int().nonnegative().optional(),
});
export type LeasingListItem = z.infer<typeof leasingListItemSchema>;
