import { z } from 'zod';

/** Optional plus, then 6 to 20 digits or spaces (spec 2, contact form; spec 3, 5.2). */
export const PHONE_PATTERN = /^\+?[\d ]{6,20}$/;

/** A standard address shape: local part, @, a domain with dots between non-empty labels and a top level of 2+ characters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[^\s@.]{2,}$/;

export const SELL_CAR_OPTIONS = ['sellCar', 'tradeInCar'] as const;
export type SellCarOption = (typeof SELL_CAR_OPTIONS)[number];

/** What a field error says, as a key the form turns into text (`common.required` ...). */
export type SellCarError = 'required' | 'invalidPhone' | 'invalidEmail';

const required = (max: number) => z.string().trim().min(1, 'required' satisfies SellCarError).max(max);

/** The short sell-car form (spec 3, 2.5 and 5.2): name, phone and e-mail required, and sell or trade in. */
export const sellCarSchema = z.object({
  customerName: required(200),
  customerPhone: required(40).regex(PHONE_PATTERN, 'invalidPhone' satisfies SellCarError),
  customerEmail: required(254).regex(EMAIL_PATTERN, 'invalidEmail' satisfies SellCarError),
  option: z.enum(SELL_CAR_OPTIONS, { error: 'required' satisfies SellCarError }),
});

/** What the visitor types (the choice starts unset). */
export type SellCarInput = z.input<typeof sellCarSchema>;
/** What is sent, trimmed. */
export type SellCarValues = z.output<typeof sellCarSchema>;

/** The error key of a message, or 'required' for anything unexpected. */
export function sellCarErrorKey(message: string | undefined): SellCarError | undefined {
  if (message === undefined) return undefined;
  return message === 'invalidPhone' || message === 'invalidEmail' ? message : 'required';
}
