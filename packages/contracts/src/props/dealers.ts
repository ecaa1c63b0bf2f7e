import { z } from 'zod';
import { primaryImageSchema, remoteBasePropsSchema } from './base';

export const siteCardSchema = z.object({
  site_id: z.string().max(50),
  slug: z.string().max(200),
  site_official_name: z.string().max(300),
  site_street: z.string().max(300).optional(),
  site_zip: z.string().max(20).optional(),
  site_city: z.string().max(100).optional(),
  site_phone: z.string().max(50).optional(),
  site_email: z.string().max(200).optional(),
  site_primary_image: primaryImageSchema.optional(),
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
