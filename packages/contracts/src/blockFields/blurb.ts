import * as z from '@showroom/contracts/z';
import { contentLinkSchema } from '../navigation';
import { imageFieldSchema } from './imageField';

export const blurbFieldsSchema = z.object({
  /** Optional: a blurb may be only media or only text; one with no field at all is logged and skipped. */
  Title: z.nullish(z.string()),
  TitleTag: z.nullish(z.string()),
  Text: z.nullish(z.string()),
  Link: z.nullish(contentLinkSchema),
  ImageDesktop: z.nullish(imageFieldSchema),
  ImagePhone: z.nullish(imageFieldSchema),
  VideoDesktop: z.nullish(z.string()),
  VideoPhone: z.nullish(z.string()),
  YoutubeID: z.nullish(z.string()),
  HasControlBar: z.optional(z.boolean()),
  Reverse: z.optional(z.boolean()),
  BackgroundColor: z.optional(z.enum(['BackgroundColor1', 'BackgroundColor2', 'BackgroundColor3', 'None'])),
  UseTextAnimations: z.optional(z.boolean()),
  UseMediaAnimations: z.optional(z.boolean()),
});
export type BlurbFields = z.infer<typeof blurbFieldsSchema>;
