import { z } from 'zod';
import { contentLinkSchema } from './navigation';

const imageFieldSchema = z.object({ src: z.string(), alt: z.string().optional(), width: z.number().optional(), height: z.number().optional() });

export const heroBannerFieldsSchema = z.object({
  Content: z.enum(['Image', 'Video']),
  Image: imageFieldSchema.nullish(),
  ImagePhone: imageFieldSchema.nullish(),
  VideoDesktop: z.string().nullish(),
  VideoPhone: z.string().nullish(),
  Title: z.string(),
  TitleTag: z.string().nullish(),
  Text: z.string().nullish(),
  Link: contentLinkSchema.nullish(),
  ButtonType: z.enum(['Primary', 'Secondary', 'Ghost', 'Ghost Contrast', 'None']),
  TextColor: z.enum(['Black', 'White']),
  ContentPlacement: z.enum(['Top', 'Center', 'Bottom']),
  CenterContent: z.boolean(),
  HasMarginTop: z.boolean(),
  Variant: z.enum(['FullScreen', 'Default']),
  HeroBannerHasSearchBar: z.boolean(),
  HeroBannerSearchUrl: z.string().nullish(),
  SearchBarPlaceholderText: z.string().nullish(),
  SearchBarPlaceholderTextDesktop: z.string().nullish(),
});
export type HeroBannerFields = z.infer<typeof heroBannerFieldsSchema>;

export const blurbFieldsSchema = z.object({
  Title: z.string(),
  TitleTag: z.string().nullish(),
  Text: z.string().nullish(),
  Link: contentLinkSchema.nullish(),
  ImageDesktop: imageFieldSchema.nullish(),
  ImagePhone: imageFieldSchema.nullish(),
  VideoDesktop: z.string().nullish(),
  VideoPhone: z.string().nullish(),
  YoutubeID: z.string().nullish(),
  HasControlBar: z.boolean().optional(),
  Reverse: z.boolean().optional(),
  BackgroundColor: z.enum(['BackgroundColor1', 'BackgroundColor2', 'BackgroundColor3', 'None']).optional(),
  UseTextAnimations: z.boolean().optional(),
  UseMediaAnimations: z.boolean().optional(),
});
export type BlurbFields = z.infer<typeof blurbFieldsSchema>;

const blockBase = { uid: z.string(), placeholder: z.string().optional() };

export const heroBannerBlockSchema = z.object({ ...blockBase, componentName: z.literal('HeroBanner'), fields: heroBannerFieldsSchema });
export const blurbBlockSchema = z.object({ ...blockBase, componentName: z.literal('Blurb'), fields: blurbFieldsSchema });
/** Any other block: the host renders it by name or skips it. */
export const genericBlockSchema = z.object({
  ...blockBase,
  componentName: z.string(),
  fields: z.record(z.string(), z.unknown()).nullish(),
});

/** Known blocks are checked strictly; anything else falls back to the generic shape. */
export const contentBlockSchema = z.union([heroBannerBlockSchema, blurbBlockSchema, genericBlockSchema]);
export type ContentBlock = z.infer<typeof contentBlockSchema>;
