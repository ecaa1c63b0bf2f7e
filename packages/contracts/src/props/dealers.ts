import { z } from 'zod';
import { primaryImageSchema, remoteBasePropsSchema } from './base';

/** What a site card shows; optional fields are nullish, as the search service sends them. */
export const siteCardSchema = z.object({
  site_id: z.string().max(50),
  slug: z.string().min(1).max(200),
  site_official_name: z.string().max(300),
  site_street: z.string().max(300).nullish(),
  site_zip: z.string().max(20).nullish(),
  site_city: z.string().max(100).nullish(),
  site_phone: z.string().max(50).nullish(),
  site_email: z.string().max(200).nullish(),
  site_primary_image: primaryImageSchema.nullish(),
});
export type SiteCard = z.infer<typeof siteCardSchema>;
export const SITE_CARD_FIELDS = Object.keys(siteCardSchema.shape) as (keyof SiteCard)[];

export const dealerListPropsSchema = remoteBasePropsSchema.extend({
  dealersPath: z.string().max(200),
  result: z.discriminatedUnion('state', [
    z.object({ state: z.literal('loaded'), sites: z.array(siteCardSchema).max(500), total: z.number().int().nonnegative() }),
    z.object({ state: z.literal('error') }),
  ]),
});
export type DealerListProps = z.infer<typeof dealerListPropsSchema>;
