import * as z from '@showroom/contracts/z';
import { contentLinkSchema } from '../navigation';
import { imageFieldSchema } from './imageField';

export const slideFieldsSchema = z.object({
  Title: z.string(),
  Text: z.nullish(z.string()),
  TextShadow: z.boolean(),
  TextColor: z.enum(['Black', 'White']),
  Button: z.nullish(contentLinkSchema),
  ButtonType: z.enum(['Primary', 'Secondary', 'Ghost', 'Ghost Contrast', 'None']),
  Image: z.nullish(imageFieldSchema),
  ImagePhone: z.nullish(imageFieldSchema),
  Video: z.nullish(z.string()),
  VideoPhone: z.nullish(z.string()),
});
export type SlideFields = z.infer<typeof slideFieldsSchema>;

export const carouselFieldsSchema = z.object({
  HasMediaButtons: z.boolean(),
  ContentPlacementXAxis: z.enum(['Left', 'Center', 'Right']),
  ContentPlacementYAxis: z.enum(['Top', 'Center', 'Bottom']),
  Height: z.enum(['FullHeight', 'Medium', 'Default']),
  /** Autoplay interval; the spec's default is 5 seconds. */
  AutoplaySeconds: z._default(z.number().check(z.positive()), 5),
  Slides: z.array(slideFieldsSchema).check(z.minLength(1)),
});
export type CarouselFields = z.infer<typeof carouselFieldsSchema>;
