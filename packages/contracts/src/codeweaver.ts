import { z } from '@showroom/contracts';

// Codeweaver, the UK finance upstream (spec 2 "Finance product" and section 7 "Finance").
// Field names are the upstream's (PascalCase). Money is in pounds; rates and APR in percent.

export const FINANCE_FAMILY_KEYS = ['PCP', 'HP'] as const;
export const financeFamilyKeySchema = z.enum(FINANCE_FAMILY_KEYS);
export type FinanceFamilyKey = z.infer<typeof financeFamilyKeySchema>;

/** One adjustable figure of a product: a list of values or a range, with its default. */
export const financeParameterSchema = z.object({
  Default: z.number(),
  Values: z.optional(z.array(z.number())),
  Minimum: z.optional(z.number()),
  Maximum: z.optional(z.number()),
  Step: z.optional(z.number().check(z.positive())),
  Locale: z.object({ DisplayValue: z.string() }),
});
export type FinanceParameter = z.infer<typeof financeParameterSchema>;

export const financeProductSchema = z.object({
  Name: z.string(),
  FamilyKey: financeFamilyKeySchema,
  /** Nominal annual rate of interest (fixed), percent. */
  InterestRate: z.number().check(z.gte(0)),
  /** Representative APR, percent. */
  Apr: z.number().check(z.gte(0)),
  Term: financeParameterSchema,
  Deposit: financeParameterSchema,
  Payment: financeParameterSchema,
  /** Only PCP depends on mileage; null for hire purchase. */
  AnnualMileage: z.nullable(financeParameterSchema),
});
export type FinanceProduct = z.infer<typeof financeProductSchema>;

/** The vehicle as codeweaver knows it: the car record's car_id; the widget is UK-only, pre-owned. */
export const financeVehicleSchema = z.object({
  Identifier: z.string().check(z.regex(/^\d{1,12}$/, 'a car_id (digits)')),
  Country: z.literal('GB'),
  Status: z._default(z.enum(['Preowned', 'New']), 'Preowned'),
});

/** The dealer: the car record's car_site_id. */
export const financeDealerSchema = z.object({ Identifier: z.string().check(z.minLength(1)).check(z.maxLength(40)) });

/** POST /codeweaver/default body. */
export const financeDefaultRequestSchema = z.object({ Vehicle: financeVehicleSchema, Dealer: financeDealerSchema });
export type FinanceDefaultRequest = z.infer<typeof financeDefaultRequestSchema>;

export const financeDefaultResponseSchema = z.object({ Products: z.array(financeProductSchema) });
export type FinanceDefaultResponse = z.infer<typeof financeDefaultResponseSchema>;

export const CALCULATION_TYPES = ['CashDeposit', 'RegularPayment'] as const;

/** What the visitor set; CalculationType says which of CashDeposit and RegularPayment was edited last. */
export const financeParametersSchema = z.object({
    FamilyKey: financeFamilyKeySchema,
    Term: z.number().check(z.int()).check(z.gte(1)).check(z.lte(120)),
    CashDeposit: z.optional(z.number().check(z.gte(0)).check(z.lte(10_000_000))),
    RegularPayment: z.optional(z.number().check(z.positive()).check(z.lte(1_000_000))),
    AnnualMileage: z.optional(z.number().check(z.int()).check(z.gte(1000)).check(z.lte(100_000))),
    CalculationType: z.enum(CALCULATION_TYPES),
  }).check(z.refine((p) => p.CalculationType !== 'CashDeposit' || p.CashDeposit !== undefined, { message: 'CashDeposit is required when CalculationType is CashDeposit', path: ['CashDeposit'] })).check(z.refine((p) => p.CalculationType !== 'RegularPayment' || p.RegularPayment !== undefined, { message: 'RegularPayment is required when CalculationType is RegularPayment', path: ['RegularPayment'] }));
export type FinanceParameters = z.infer<typeof financeParametersSchema>;

export const financeVehicleRequestSchema = z.object({
  /** Echoed back on the vehicle, so a caller can match answers to requests. */
  Id: z.optional(z.string().check(z.maxLength(64))),
  Vehicle: financeVehicleSchema,
  Parameters: financeParametersSchema,
});

/** POST /codeweaver/cfd body. */
export const financeCfdRequestSchema = z.object({
  Dealer: financeDealerSchema,
  VehicleRequests: z.array(financeVehicleRequestSchema).check(z.minLength(1)).check(z.maxLength(10)),
});
export type FinanceCfdRequest = z.infer<typeof financeCfdRequestSchema>;

export const financeNotificationSchema = z.object({
  Type: z.enum(['Error', 'Warning', 'Information']),
  Code: z.string(),
  Message: z.string(),
});
export type FinanceNotification = z.infer<typeof financeNotificationSchema>;

/** A line of the representative example, ready to show. */
export const financeBlockSchema = z.object({ Key: z.string(), Title: z.string(), DisplayValue: z.string() });
export type FinanceBlock = z.infer<typeof financeBlockSchema>;

export const financeQuoteSchema = z.object({
  QuoteReference: z.string(),
  FamilyKey: financeFamilyKeySchema,
  ProductName: z.string(),
  CashPrice: z.number(),
  Term: z.number().check(z.int()),
  CashDeposit: z.number(),
  DepositContribution: z.number(),
  TotalDeposit: z.number(),
  AmountOfCredit: z.number(),
  NumberOfRegularPayments: z.number().check(z.int()),
  /** The monthly payment. */
  TotalRegularPayment: z.number(),
  /** Optional final payment (PCP balloon) plus the option-to-purchase fee. */
  FinalPayment: z.number(),
  OptionToPurchaseFee: z.number(),
  TotalAmountPayable: z.number(),
  TotalChargeForCredit: z.number(),
  InterestRate: z.number(),
  Apr: z.number(),
  AnnualMileage: z.nullable(z.number()),
  /** Pence per mile over the agreed mileage (PCP). */
  ExcessMileageRate: z.nullable(z.number()),
  QuoteActions: z.object({ Apply: z.string(), Reserve: z.string(), PartExchange: z.string() }),
});
export type FinanceQuote = z.infer<typeof financeQuoteSchema>;

export const financeQuotationSchema = z.object({
  Blocks: z.array(financeBlockSchema),
  Finance: z.object({ Notifications: z.array(financeNotificationSchema) }),
  /** null when an Error notification says why there is no quote. */
  Quote: z.nullable(financeQuoteSchema),
});
export type FinanceQuotation = z.infer<typeof financeQuotationSchema>;

export const financeCfdResponseSchema = z.object({
  Vehicles: z.array(
    z.object({
      Id: z.nullable(z.string()),
      Identifier: z.string(),
      FinanceQuotations: z.array(financeQuotationSchema),
    }),
  ),
});
export type FinanceCfdResponse = z.infer<typeof financeCfdResponseSchema>;

/** GET /codeweaver/legal?quoteRef= query. */
export const financeLegalQuerySchema = z.object({ quoteRef: z.string().check(z.minLength(4)).check(z.maxLength(200)).check(z.regex(/^[A-Za-z0-9_.-]+$/, 'letters, digits, _ . - only')) });

export const financeLegalResponseSchema = z.object({
  QuoteReference: z.string(),
  Lender: z.string(),
  TermsAndConditions: z.string(),
});
export type FinanceLegalResponse = z.infer<typeof financeLegalResponseSchema>;

/** Codeweaver's error body (unknown vehicle, unknown quote reference, ...). */
export const financeErrorSchema = z.object({ Message: z.string() });
