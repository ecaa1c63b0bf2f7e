import * as z from '@showroom/contracts/z';
import { contentLinkSchema } from './navigation';

// The fields of the car blocks the search remote renders inside content pages (spec 2 "Other car
// surfaces"). Editors type numbers into text fields, so counts arrive as numbers or digit strings;
// anything else is treated as absent, never as an error that would take the block down.

/** A count typed by an editor: a number or a string of digits; anything else is absent. */
const editorCount = z.pipe(z.transform((value) => {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 ? value : undefined;
  if (typeof value === 'string' && /^\s*\d{1,6}\s*$/.test(value)) return Number(value.trim());
  return undefined;
}), z.optional(z.number().check(z.int()).check(z.nonnegative())));

/** Display text: cut to its bound, since a long heading is still better than none. */
const text = (max: number) => z.pipe(z.transform((value) => (typeof value === 'string' ? value.slice(0, max) : undefined)), z.optional(z.string()));
/** A value that means something only whole (ids, a query, a URL): absent when not a string or too long. */
const token = (max: number) => z.pipe(z.transform((value) => (typeof value === 'string' && value.length <= max ? value : undefined)), z.optional(z.string()));

const imageSchema = z.object({ src: z.string().check(z.maxLength(2000)), alt: z.optional(z.string().check(z.maxLength(500))) });

/** Car of the week carousel: an optional heading and how many cars at most. */
export const carOfTheWeekFieldsSchema = z.object({
  Title: text(200),
  Limit: editorCount,
});
export type CarOfTheWeekFields = z.infer<typeof carOfTheWeekFieldsSchema>;

/** Car teasers: fixed ids (PimIds or Ids, comma separated) or a predefined query (Filters as a query string). */
export const carTeasersFieldsSchema = z.object({
  Title: text(200),
  PimIds: token(4000),
  Ids: token(4000),
  NumberOfCars: editorCount,
  Limit: editorCount,
  /** A car list query string, e.g. "car_fuel=El&car_price=..400000". */
  Filters: token(2000),
  Sort: token(64),
  Link: z.catch(z.nullish(contentLinkSchema), null),
});
export type CarTeasersFields = z.infer<typeof carTeasersFieldsSchema>;

/** The car search hero: a heading, a line of text, a background image and the search box's target. */
export const carSearchHeroFieldsSchema = z.object({
  Title: text(200),
  Text: text(1000),
  Image: z.catch(z.nullish(imageSchema), null),
  SearchUrl: token(2000),
  Placeholder: text(200),
});
export type CarSearchHeroFields = z.infer<typeof carSearchHeroFieldsSchema>;
