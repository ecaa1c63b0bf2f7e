import * as z from '@showroom/contracts/z';
import { contentLinkSchema } from '../navigation';
import { imageFieldSchema } from './imageField';

/** A car model card: labels 1-4 pair with their values (e.g. "Price from" / "389 900 kr"). */
export const carModelCardFieldsSchema = z.object({
  Title: z.string(),
  Text: z.nullish(z.string()),
  Image: z.nullish(imageFieldSchema),
  Link: z.nullish(contentLinkSchema),
  IsCampaign: z.boolean(),
  Campaign: z.nullish(z.string()),
  Label1: z.nullish(z.string()),
  LabelValue1: z.nullish(z.string()),
  Label2: z.nullish(z.string()),
  LabelValue2: z.nullish(z.string()),
  Label3: z.nullish(z.string()),
  LabelValue3: z.nullish(z.string()),
  Label4: z.nullish(z.string()),
  LabelValue4: z.nullish(z.string()),
});
export type CarModelCardFields = z.infer<typeof carModelCardFieldsSchema>;

export const carModelCardsFieldsSchema = z.object({ Title: z.nullish(z.string()), Cards: z.array(carModelCardFieldsSchema) });
export type CarModelCardsFields = z.infer<typeof carModelCardsFieldsSchema>;
