import * as z from '@showroom/contracts/z';
import { contentLinkSchema } from '../navigation';
import { imageFieldSchema } from './imageField';

export const heroBannerFieldsSchema = z.object({
  Content: z.enum(['Image', 'Video']),
  Image: z.nullish(imageFieldSchema),
  ImagePhone: z.nullish(imageFieldSchema),
  VideoDesktop: z.nullish(z.string()),
  VideoPhone: z.nullish(z.string()),
  Title: z.string(),
  TitleTag: z.nullish(z.string()),
  Text: z.nullish(z.string()),
  Link: z.nullish(contentLinkSchema),
  ButtonType: z.enum(['Primary', 'Secondary', 'Ghost', 'Ghost Contrast', 'None']),
  TextColor: z.enum(['Black', 'White']),
  ContentPlacement: z.enum(['Top', 'Center', 'Bottom']),
  CenterContent: z.boolean(),
  HasMarginTop: z.boolean(),
  Variant: z.enum(['FullScreen', 'Default']),
  HeroBannerHasSearchBar: z.boolean(),
  HeroBannerSearchUrl: z.nullish(z.string()),
  SearchBarPlaceholderText: z.nullish(z.string()),
  SearchBarPlaceholderTextDesktop: z.nullish(z.string()),
});
export type HeroBannerFields = z.infer<typeof heroBannerFieldsSchema>;
