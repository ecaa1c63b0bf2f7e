import * as z from '@showroom/contracts/z';
import { blurbFieldsSchema } from './blurb';

/** A card of a card list: the same fields as a blurb (spec 1 "Blurb/Card section"). */
export const cardFieldsSchema = blurbFieldsSchema;

export const cardListFieldsSchema = z.object({
  Title: z.nullish(z.string()),
  /** Wide lists use 4 columns from 1280 px (spec 1 §9); the default stays at 3. */
  Variant: z.nullish(z.enum(['Default', 'Wide'])),
  Cards: z.array(cardFieldsSchema),
});
export type CardListFields = z.infer<typeof cardListFieldsSchema>;
