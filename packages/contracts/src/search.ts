import * as z from '@showroom/contracts/z';
import { facetSchema } from './facet';
import { latLngSchema, siteCodeSchema } from './market';
import { MAX_SEARCH_BATCH } from './bffRoutes/routePaths';

export const searchIndexSchema = z.enum(['cars', 'sites', 'kits']);
export type SearchIndex = z.infer<typeof searchIndexSchema>;

export const facetSortOrderSchema = z.enum(['count_desc', 'count_asc', 'text_asc', 'text_desc']);
export type FacetSortOrder = z.infer<typeof facetSortOrderSchema>;

const fieldName = z.string().check(z.minLength(1)).check(z.maxLength(100)).check(z.regex(/^[A-Za-z0-9_.>]+$/, 'field names use letters, digits, _ . and >'));

/** Facet names join nested levels with '>' (e.g. car_brand>car_model). */
export const facetRequestSchema = z.object({
  name: fieldName,
  sort_order: z.optional(facetSortOrderSchema),
});
export type FacetRequest = z.infer<typeof facetRequestSchema>;

/**
 * Filter values: a plain value ("BMW"), a range "min..max" with either side optional, or a nested
 * value "BMW>X5" for a nested key. A key ending in `.neq` excludes its values.
 */
export const searchFiltersSchema = z.record(z.string().check(z.minLength(1)).check(z.maxLength(104)).check(z.regex(/^[A-Za-z0-9_.>]+$/)), z.array(z.string().check(z.maxLength(200))).check(z.maxLength(100))).check(z.refine((filters) => Object.keys(filters).length <= 50, 'at most 50 filter keys'));
export type SearchFilters = z.infer<typeof searchFiltersSchema>;

export const DEFAULT_SEARCH_LIMIT = 24;

export const searchRequestSchema = z.object({
  index: searchIndexSchema,
  site: siteCodeSchema,
  fields: z.optional(z.array(fieldName).check(z.maxLength(100))),
  keyphrase: z.optional(z.string().check(z.maxLength(200))),
  facets: z.optional(z.array(facetRequestSchema).check(z.maxLength(50))),
  filters: z.optional(searchFiltersSchema),
  limit: z._default(z.number().check(z.int()).check(z.gte(0)).check(z.lte(100)), DEFAULT_SEARCH_LIMIT),
  offset: z._default(z.number().check(z.int()).check(z.gte(0)).check(z.lte(100_000)), 0),
  sort_name: z.optional(z.string().check(z.minLength(1)).check(z.maxLength(64))),
  /** Sorts by great-circle distance from this point, nearest first (records without a position last); only on an index with a geo field (sites). */
  near: z.optional(latLngSchema),
});
/** What a caller sends (limit and offset may be left out). */
export type SearchRequestInput = z.input<typeof searchRequestSchema>;

export { MAX_SEARCH_BATCH };
/** Searches sent together and answered together, in order, each as POST /api/search answers it. */
export const searchBatchRequestSchema = z.object({
  searches: z.array(searchRequestSchema).check(z.minLength(1)).check(z.maxLength(MAX_SEARCH_BATCH)),
});
/** What a caller of the batch sends. */
export type SearchBatchRequestInput = z.input<typeof searchBatchRequestSchema>;
/** The request after defaults are applied. */
export type SearchRequest = z.output<typeof searchRequestSchema>;

/** The search response for an item schema (car, site, kit, or a partial of one when `fields` is used). */
function buildSearchResponseSchema<T extends z.ZodMiniType>(item: T) {
  return z.object({
    facet: z.array(facetSchema),
    content: z.array(item),
    total_items: z.number().check(z.int()).check(z.nonnegative()),
    limit: z.number().check(z.int()).check(z.nonnegative()),
    offset: z.number().check(z.int()).check(z.nonnegative()),
  });
}

// Built once per item schema: building a zod object costs more than parsing with it, and the BFF asked for
// one per search (four a home page; 1.5 % of the host's CPU in bench:ssr).
const responseSchemas = new WeakMap<z.ZodMiniType, unknown>();

/** The search service's answer with `item` as the schema of each hit (the same schema object for the same item). */
export function searchResponseSchema<T extends z.ZodMiniType>(item: T): ReturnType<typeof buildSearchResponseSchema<T>> {
  const built = responseSchemas.get(item);
  // What is kept under `item` was built from `item`, so it has this type.
  if (built !== undefined) return built as ReturnType<typeof buildSearchResponseSchema<T>>;
  const schema = buildSearchResponseSchema(item);
  responseSchemas.set(item, schema);
  return schema;
}
export interface SearchResponse<T> {
  facet: z.infer<typeof facetSchema>[];
  content: T[];
  total_items: number;
  limit: number;
  offset: number;
}

// In a file of its own, without schemas: the browser's search state reads them (zod/mini's calls are not pure).
export { formatRangeValue, parseRangeValue, type RangeValue } from './rangeValue';
