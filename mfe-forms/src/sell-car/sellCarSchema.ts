import { emailRule, phoneRule, requiredText, type ContactRuleError } from '@showroom/contracts';
import { z } from 'zod';

export const SELL_CAR_OPTIONS = ['sellCar', 'tradeInCar'] as const;
export type SellCarOption = (typeof SELL_CAR_OPTIONS)[number];

/** The short sell-car form (spec 3, 2.5 and 5.2): name, phone and e-mail required (the forms' shared rules), and sell or trade in. */
export const sellCarSchema = z.object({
  customerName: requiredText(200),
  customerPhone: phoneRule,
  customerEmail: emailRule,
  option: z.enum(SELL_CAR_OPTIONS, { error: 'required' satisfies ContactRuleError }),
});

/** What the visitor types (the choice starts unset). */
export type SellCarInput = z.input<typeof sellCarSchema>;
/** What is sent, trimmed. */
export type SellCarValues = z.output<typeof sellCarSchema>;
