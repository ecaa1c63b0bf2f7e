import * as z from '@showroom/contracts/z';
import { remoteBasePropsSchema } from './base';
import { carCardSchema } from './carCard';

const linkSchema = z.object({ href: z.string().check(z.maxLength(2000)), text: z.string().check(z.maxLength(200)) });

/** mfe-search/CarOfTheWeek: the site's cars of the week; no cars renders nothing. */
export const carOfTheWeekPropsSchema = z.extend(remoteBasePropsSchema, {
  title: z.optional(z.string().check(z.maxLength(200))),
  carDetailBase: z.string().check(z.maxLength(200)),
  cars: z.array(carCardSchema).check(z.maxLength(24)),
});
export type CarOfTheWeekProps = z.infer<typeof carOfTheWeekPropsSchema>;

/** mfe-search/CarTeasers: cars by fixed ids (in their order) or by a predefined query; no cars renders nothing. */
export const carTeasersPropsSchema = z.extend(remoteBasePropsSchema, {
  title: z.optional(z.string().check(z.maxLength(200))),
  carDetailBase: z.string().check(z.maxLength(200)),
  cars: z.array(carCardSchema).check(z.maxLength(100)),
  link: z.optional(linkSchema),
});
export type CarTeasersProps = z.infer<typeof carTeasersPropsSchema>;

/** mfe-search/CarSearchHero: a search box whose words become filters on the configured search URL. */
export const carSearchHeroPropsSchema = z.extend(remoteBasePropsSchema, {
  title: z.optional(z.string().check(z.maxLength(200))),
  text: z.optional(z.string().check(z.maxLength(1000))),
  image: z.optional(z.object({ src: z.string().check(z.maxLength(2000)), alt: z.string().check(z.maxLength(500)) })),
  searchUrl: z.string().check(z.maxLength(2000)),
  placeholder: z.optional(z.string().check(z.maxLength(200))),
  /** Facet values the search words may name (brands, models, fuels ...), by facet. */
  vocabulary: z.array(z.object({ facet: z.string().check(z.maxLength(104)).check(z.regex(/^[A-Za-z0-9_.>]+$/)), values: z.array(z.string().check(z.maxLength(200))).check(z.maxLength(1000)) })).check(z.maxLength(20)),
  /** Each model's brand, so a model word becomes the list's nested brand > model filter. */
  modelBrands: z.record(z.string().check(z.maxLength(200)), z.string().check(z.maxLength(200))),
});
export type CarSearchHeroProps = z.infer<typeof carSearchHeroPropsSchema>;
