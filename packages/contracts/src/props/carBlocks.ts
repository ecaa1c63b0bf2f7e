import { z } from 'zod';
import { remoteBasePropsSchema } from './base';
import { carCardSchema } from './search';

const linkSchema = z.object({ href: z.string().max(2000), text: z.string().max(200) });

/** mfe-search/CarOfTheWeek: the site's cars of the week; no cars renders nothing. */
export const carOfTheWeekPropsSchema = remoteBasePropsSchema.extend({
  title: z.string().max(200).optional(),
  carDetailBase: z.string().max(200),
  cars: z.array(carCardSchema).max(24),
});
export type CarOfTheWeekProps = z.infer<typeof carOfTheWeekPropsSchema>;

/** mfe-search/CarTeasers: cars by fixed ids (in their order) or by a predefined query; no cars renders nothing. */
export const carTeasersPropsSchema = remoteBasePropsSchema.extend({
  title: z.string().max(200).optional(),
  carDetailBase: z.string().max(200),
  cars: z.array(carCardSchema).max(100),
  link: linkSchema.optional(),
});
export type CarTeasersProps = z.infer<typeof carTeasersPropsSchema>;

/** mfe-search/CarSearchHero: a search box whose words become filters on the configured search URL. */
export const carSearchHeroPropsSchema = remoteBasePropsSchema.extend({
  title: z.string().max(200).optional(),
  text: z.string().max(1000).optional(),
  image: z.object({ src: z.string().max(2000), alt: z.string().max(500) }).optional(),
  searchUrl: z.string().max(2000),
  placeholder: z.string().max(200).optional(),
  /** Facet values the search words may name (brands, models, fuels ...), by facet. */
  vocabulary: z.array(z.object({ facet: z.string().max(104).regex(/^[A-Za-z0-9_.>]+$/), values: z.array(z.string().max(200)).max(1000) })).max(20),
  /** Each model's brand, so a model word becomes the list's nested brand > model filter. */
  modelBrands: z.record(z.string().max(200), z.string().max(200)),
});
export type CarSearchHeroProps = z.infer<typeof carSearchHeroPropsSchema>;
