import * as z from '@showroom/contracts/z';
import { languageSchema, siteCodeSchema } from '../market';

/** Props every exposed module receives: where it is mounted. */
export const remoteBasePropsSchema = z.object({
  site: siteCodeSchema,
  language: languageSchema,
  /** Absolute BFF origin for embeds on partner pages; '' means same origin. */
  apiBase: z._default(z.string().check(z.maxLength(200)), ''),
});
export type RemoteBaseProps = z.infer<typeof remoteBasePropsSchema>;

/** The image fields a card needs. */
export const primaryImageSchema = z.object({
  thumbnail_url: z.string().check(z.maxLength(2000)),
  blur_data_url: z.nullish(z.string().check(z.maxLength(20000))),
});
