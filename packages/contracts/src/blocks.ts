import * as z from '@showroom/contracts/z';
import {
  blurbFieldsSchema,
  cardListFieldsSchema,
  carModelCardsFieldsSchema,
  carouselFieldsSchema,
  countdownFieldsSchema,
  heroBannerFieldsSchema,
  storiesListFieldsSchema,
  storiesTeaserFieldsSchema,
  storyDetailFieldsSchema,
} from './blockFields';

export * from './blockFields';

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
