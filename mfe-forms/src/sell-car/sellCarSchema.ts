import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { emailRule, phoneRule, requiredText, type SellCarVariant, z } from '@showroom/contracts';
import { LEAD_TEXT_MAX, mileageRule, SELL_CAR_OPTIONS } from '@showroom/contracts/lead-forms';

export { SELL_CAR_OPTIONS };
export type { SellCarOption } from '@showroom/contracts/lead-forms';

// An untouched radio group reads as null (react-hook-form) or '' (a form reset): both mean "no choice".
const noChoice = z.pipe(z.union([z.null(), z.literal('')]), z.transform(() => undefined));

/**
 * The short sell-car form (spec 3, 2.5 and 5.2): name, phone and e-mail required (the forms' shared
 * rules). Sell or trade in is collected but not required: 5.2 lists only the three as required.
 */
export const sellCarSchema = z.object({
  customerName: requiredText(LEAD_TEXT_MAX.name),
  customerPhone: phoneRule,
  customerEmail: emailRule,
  option: z.optional(z.union([z.enum(SELL_CAR_OPTIONS), noChoice])),
});

/**
 * The full sell-car form (spec 3, 2.5 and 5.2): regno and milage (a whole number of at least 0) required,
 * the three customer fields required, the sell / trade-in option required; other is free.
 */
export const fullSellCarSchema = z.object({
  regno: requiredText(LEAD_TEXT_MAX.regno),
  milage: mileageRule,
  customerName: requiredText(LEAD_TEXT_MAX.name),
  customerPhone: phoneRule,
  customerEmail: emailRule,
  option: z.enum(SELL_CAR_OPTIONS, { error: 'required' }),
  other: z.string().check(z.trim()).check(z.maxLength(LEAD_TEXT_MAX.message)),
});

/** What the visitor types into either form (the short one has no regno, milage or other; the choice starts unset). */
export type SellCarInput = Partial<Omit<z.input<typeof fullSellCarSchema>, 'option'>> & Pick<z.input<typeof sellCarSchema>, 'customerName' | 'customerPhone' | 'customerEmail'> & { option?: string | null };
/** What is sent, trimmed: the short form's fields, or the full form's. */
export type SellCarValues = z.output<typeof sellCarSchema> | z.output<typeof fullSellCarSchema>;

/** The variant's schema as react-hook-form's resolver (both read the same field names). */
export function sellCarResolver(variant: SellCarVariant): Resolver<SellCarInput, unknown, SellCarValues> {
  // The two schemas' inputs differ only in the fields the short form lacks, which SellCarInput makes optional.
  return (variant === 'full' ? zodResolver(fullSellCarSchema) : zodResolver(sellCarSchema)) as unknown as Resolver<SellCarInput, unknown, SellCarValues>;
}
