import { z } from 'zod';
import { contentLinkSchema } from './navigation';
import { storiesIndexSchema, storySchema } from './story';

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
  /** Optional: a blurb may be only media or only text; one with no field at all is logged and skipped. */
  Title: z.string().nullish(),
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

/** A card of a card list: the same fields as a blurb (spec 1 "Blurb/Card section"). */
export const cardFieldsSchema = blurbFieldsSchema;

export const cardListFieldsSchema = z.object({
  Title: z.string().nullish(),
  /** Wide lists use 4 columns from 1280 px (spec 1 §9); the default stays at 3. */
  Variant: z.enum(['Default', 'Wide']).nullish(),
  Cards: z.array(cardFieldsSchema),
});
export type CardListFields = z.infer<typeof cardListFieldsSchema>;

/** A car model card: labels 1-4 pair with their values (e.g. "Price from" / "389 900 kr"). */
export const carModelCardFieldsSchema = z.object({
  Title: z.string(),
  Text: z.string().nullish(),
  Image: imageFieldSchema.nullish(),
  Link: contentLinkSchema.nullish(),
  IsCampaign: z.boolean(),
  Campaign: z.string().nullish(),
  Label1: z.string().nullish(),
  LabelValue1: z.string().nullish(),
  Label2: z.string().nullish(),
  LabelValue2: z.string().nullish(),
  Label3: z.string().nullish(),
  LabelValue3: z.string().nullish(),
  Label4: z.string().nullish(),
  LabelValue4: z.string().nullish(),
});
export type CarModelCardFields = z.infer<typeof carModelCardFieldsSchema>;

export const carModelCardsFieldsSchema = z.object({ Title: z.string().nullish(), Cards: z.array(carModelCardFieldsSchema) });

export const slideFieldsSchema = z.object({
  Title: z.string(),
  Text: z.string().nullish(),
  TextShadow: z.boolean(),
  TextColor: z.enum(['Black', 'White']),
  Button: contentLinkSchema.nullish(),
  ButtonType: z.enum(['Primary', 'Secondary', 'Ghost', 'Ghost Contrast', 'None']),
  Image: imageFieldSchema.nullish(),
  ImagePhone: imageFieldSchema.nullish(),
  Video: z.string().nullish(),
  VideoPhone: z.string().nullish(),
});
export type SlideFields = z.infer<typeof slideFieldsSchema>;

export const carouselFieldsSchema = z.object({
  HasMediaButtons: z.boolean(),
  ContentPlacementXAxis: z.enum(['Left', 'Center', 'Right']),
  ContentPlacementYAxis: z.enum(['Top', 'Center', 'Bottom']),
  Height: z.enum(['FullHeight', 'Medium', 'Default']),
  /** Autoplay interval; the spec's default is 5 seconds. */
  AutoplaySeconds: z.number().positive().default(5),
  Slides: z.array(slideFieldsSchema).min(1),
});
export type CarouselFields = z.infer<typeof carouselFieldsSchema>;

/** A countdown to TargetDate; Days..Seconds are what remained at the content clock. */
export const countdownFieldsSchema = z.object({
  Title: z.string(),
  TargetDate: z.iso.datetime(),
  Days: z.number().int().nonnegative(),
  Hours: z.number().int().min(0).max(23),
  Minutes: z.number().int().min(0).max(59),
  Seconds: z.number().int().min(0).max(59),
  Link: contentLinkSchema.nullish(),
});
export type CountdownFields = z.infer<typeof countdownFieldsSchema>;

/** The stories teaser: title, the 3 latest stories' datasource and a show-more link to the index. */
export const storiesTeaserFieldsSchema = z.object({
  Title: z.string(),
  Datasource: z.string(),
  Count: z.number().int().positive(),
  Link: contentLinkSchema,
});
export type StoriesTeaserFields = z.infer<typeof storiesTeaserFieldsSchema>;

/** The stories index page's list: the index settings, the index path as Datasource and the page size (4, spec 1 §9). */
export const storiesListFieldsSchema = storiesIndexSchema.extend({
  Datasource: z.string().startsWith('/'),
  PageSize: z.number().int().positive().max(24).default(4),
});
export type StoriesListFields = z.infer<typeof storiesListFieldsSchema>;

/** A story page's body: the story itself, its neighbours' paths as the platform resolved them and the index path. */
export const storyDetailFieldsSchema = storySchema.extend({
  nextArticle: z.string().nullish(),
  prevArticle: z.string().nullish(),
  backPath: z.string().startsWith('/').nullish(),
});
export type StoryDetailFields = z.infer<typeof storyDetailFieldsSchema>;

const blockBase = { uid: z.string(), placeholder: z.string().optional() };

/** A known block: its component name and the schema of its fields. */
const blockOf = <N extends string, F extends z.ZodType>(componentName: N, fields: F) => z.object({ ...blockBase, componentName: z.literal(componentName), fields });

export const heroBannerBlockSchema = blockOf('HeroBanner', heroBannerFieldsSchema);
export const blurbBlockSchema = blockOf('Blurb', blurbFieldsSchema);
export const cardListBlockSchema = blockOf('CardList', cardListFieldsSchema);
export const carModelCardsBlockSchema = blockOf('CarModelCards', carModelCardsFieldsSchema);
export const carouselBlockSchema = blockOf('Carousel', carouselFieldsSchema);
export const countdownBlockSchema = blockOf('Countdown', countdownFieldsSchema);
export const storiesTeaserBlockSchema = blockOf('StoriesTeaser', storiesTeaserFieldsSchema);
export const storiesListBlockSchema = blockOf('StoriesList', storiesListFieldsSchema);
export const storyDetailBlockSchema = blockOf('StoryDetail', storyDetailFieldsSchema);

/** The strict schema of each block the platform knows, by component name. */
export const KNOWN_BLOCK_SCHEMAS = {
  HeroBanner: heroBannerBlockSchema,
  Blurb: blurbBlockSchema,
  CardList: cardListBlockSchema,
  CarModelCards: carModelCardsBlockSchema,
  Carousel: carouselBlockSchema,
  Countdown: countdownBlockSchema,
  StoriesTeaser: storiesTeaserBlockSchema,
  StoriesList: storiesListBlockSchema,
  StoryDetail: storyDetailBlockSchema,
} as const;

/** Any other block: the host renders it by name or skips it. */
export const genericBlockSchema = z.object({
  ...blockBase,
  componentName: z.string(),
  fields: z.record(z.string(), z.unknown()).nullish(),
});

/** Known blocks are checked strictly; anything else falls back to the generic shape. */
export const contentBlockSchema = z.union([
  heroBannerBlockSchema,
  blurbBlockSchema,
  cardListBlockSchema,
  carModelCardsBlockSchema,
  carouselBlockSchema,
  countdownBlockSchema,
  storiesTeaserBlockSchema,
  storiesListBlockSchema,
  storyDetailBlockSchema,
  genericBlockSchema,
]);
export type ContentBlock = z.infer<typeof contentBlockSchema>;
