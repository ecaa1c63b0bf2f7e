import * as z from '@showroom/contracts/z';
import { contentLinkSchema } from './navigation';
import { storiesIndexSchema, storySchema } from './story';

const imageFieldSchema = z.object({ src: z.string(), alt: z.optional(z.string()), width: z.optional(z.number()), height: z.optional(z.number()) });

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

/** A card of a card list: the same fields as a blurb (spec 1 "Blurb/Card section"). */
export const cardFieldsSchema = blurbFieldsSchema;

export const cardListFieldsSchema = z.object({
  Title: z.nullish(z.string()),
  /** Wide lists use 4 columns from 1280 px (spec 1 §9); the default stays at 3. */
  Variant: z.nullish(z.enum(['Default', 'Wide'])),
  Cards: z.array(cardFieldsSchema),
});
export type CardListFields = z.infer<typeof cardListFieldsSchema>;

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

/** A countdown to TargetDate; Days..Seconds are what remained at the content clock. */
export const countdownFieldsSchema = z.object({
  Title: z.string(),
  TargetDate: z.iso.datetime(),
  Days: z.number().check(z.int()).check(z.nonnegative()),
  Hours: z.number().check(z.int()).check(z.gte(0)).check(z.lte(23)),
  Minutes: z.number().check(z.int()).check(z.gte(0)).check(z.lte(59)),
  Seconds: z.number().check(z.int()).check(z.gte(0)).check(z.lte(59)),
  Link: z.nullish(contentLinkSchema),
});
export type CountdownFields = z.infer<typeof countdownFieldsSchema>;

/** The stories teaser: title, the 3 latest stories' datasource and a show-more link to the index. */
export const storiesTeaserFieldsSchema = z.object({
  Title: z.string(),
  Datasource: z.string(),
  Count: z.number().check(z.int()).check(z.positive()),
  Link: contentLinkSchema,
});
export type StoriesTeaserFields = z.infer<typeof storiesTeaserFieldsSchema>;

/** The stories index page's list: the index settings, the index path as Datasource and the page size (4, spec 1 §9). */
export const storiesListFieldsSchema = z.extend(storiesIndexSchema, {
  Datasource: z.string().check(z.startsWith('/')),
  PageSize: z._default(z.number().check(z.int()).check(z.positive()).check(z.lte(24)), 4),
});
export type StoriesListFields = z.infer<typeof storiesListFieldsSchema>;

/** A story page's body: the story itself, its neighbours' paths as the platform resolved them and the index path. */
export const storyDetailFieldsSchema = z.extend(storySchema, {
  nextArticle: z.nullish(z.string()),
  prevArticle: z.nullish(z.string()),
  backPath: z.nullish(z.string().check(z.startsWith('/'))),
});
export type StoryDetailFields = z.infer<typeof storyDetailFieldsSchema>;

const blockBase = { uid: z.string(), placeholder: z.optional(z.string()) };

/** A known block: its component name and the schema of its fields. */
const blockOf = <N extends string, F extends z.ZodMiniType>(componentName: N, fields: F) => z.object({ ...blockBase, componentName: z.literal(componentName), fields });

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
  fields: z.nullish(z.record(z.string(), z.unknown())),
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
