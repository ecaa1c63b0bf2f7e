import * as z from '@showroom/contracts/z';
import { facetSchema } from '../facet';
import { remoteBasePropsSchema } from './base';
import { carCardSchema } from './carCard';

const filterKey = z.string().check(z.minLength(1)).check(z.maxLength(104)).check(z.regex(/^[A-Za-z0-9_.>]+$/));

/** A car search as the list keeps it in its URL (spec 2 "Search query"). */
export const carSearchStateSchema = z.object({
  keyphrase: z.string().check(z.maxLength(200)),
  sortName: z.string().check(z.maxLength(64)),
  page: z.number().check(z.int()).check(z.gte(0)).check(z.lte(19)),
  values: z.record(filterKey, z.array(z.string().check(z.maxLength(200))).check(z.maxLength(100))),
  ranges: z.record(filterKey, z.object({ min: z.optional(z.number()), max: z.optional(z.number()) })),
});
export type CarSearchState = z.infer<typeof carSearchStateSchema>;

export const sortOptionSchema = z.object({ name: z.string().check(z.minLength(1)).check(z.maxLength(64)), label: z.string().check(z.minLength(1)).check(z.maxLength(100)) });
export type SortOption = z.infer<typeof sortOptionSchema>;

export const carListPropsSchema = z.extend(remoteBasePropsSchema, {
  carListPath: z.string().check(z.maxLength(200)),
  carDetailBase: z.string().check(z.maxLength(200)),
  /** The search the server rendered; absent for an embed, which starts from the empty search. */
  search: z.optional(carSearchStateSchema),
  /** The facets of the search (value facets with counts, histograms for ranges). */
  facets: z.optional(z.array(facetSchema).check(z.maxLength(60))),
  /** Facet names in panel order, and their labels from the content configuration. */
  facetNames: z.optional(z.array(filterKey).check(z.maxLength(50))),
  labels: z.optional(z.record(z.string().check(z.maxLength(104)), z.string().check(z.maxLength(200)))),
  sortOptions: z.optional(z.array(sortOptionSchema).check(z.maxLength(20))),
  /** The page's heading: "Volvo XC60" on '/s/volvo/xc60', else the list's own. */
  heading: z.optional(z.string().check(z.maxLength(200))),
  /** Home, the car list, then brand and model when the path names them; the last is this page (no href). */
  breadcrumbs: z.optional(z.array(z.object({ label: z.string().check(z.maxLength(200)), href: z.optional(z.string().check(z.maxLength(400))) })).check(z.maxLength(6))),
  result: z.discriminatedUnion('state', [
    z.object({ state: z.literal('loaded'), cars: z.array(carCardSchema).check(z.maxLength(1000)), total: z.number().check(z.int()).check(z.nonnegative()) }),
    z.object({ state: z.literal('error') }),
  ]),
});
export type CarListProps = z.infer<typeof carListPropsSchema>;
