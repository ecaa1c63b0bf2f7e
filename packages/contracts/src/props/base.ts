import { z } from 'zod';
import { languageSchema, siteCodeSchema } from '../market';

/** Props every exposed module receives: where it is mounted. */
export const remoteBasePropsSchema = z.object({
  site: siteCodeSchema,
  language: languageSchema,
  /** Absolute BFF origin for embeds on partner pages; '' means same origin. */
  apiBase: z.string().max(200).default(''),
});
export type RemoteBaseProps = z.infer<typeof remoteBasePropsSchema>;

/** The image fields a card needs. */
export const primaryImageSchema = z.object({
  thumbnail_url: z.string().max(2000),
  blur_data_url: z.string().max(20000).nullish(),
});
