import { emailRule, phoneRule, requiredText } from '@showroom/contracts';
import { z } from 'zod';

export const SELL_CAR_OPTIONS = ['sellCar', 'tradeInCar'] as const;
export type SellCarOption = (typeof SELL_CAR_OPTIONS)[number];

// An untouched radio group reads as null (react-hook-form) or '' (a form reset): both mean "no choice".
const noChoice = z.union([z.null(), z.literal('')]).transform(() => undefined);

/**
 * The short sell-car form (spec 3, 2.5 and 5.2): name, phone and e-mail required (the forms' shared
 * rules). Sell or trade in is collected but not required: 5.2 lists only the three as required.
 */
export const sellCarSchema = z.object({
  customerName: requiredText(200),
  customerPhone: phoneRule,
  customerEmail: emailRule,
  option: z.enum(SELL_CAR_OPTIONS).or(noChoice).optional(),
});

/** What the visitor types (the choice starts unset and may stay so). */
export type SellCarInput = z.input<typeof sellCarSchema>;
/** What is sent, trimmed. */
export type SellCarValues = z.output<typeof sellCarSchema>;
