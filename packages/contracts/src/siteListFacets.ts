import { z } from 'zod';

/** The facets the dealer list can offer, and the field of the sites index each counts. */
export const SITE_FACET_FIELDS = { region: 'site_region', brand: 'site_brands' } as const;
export const siteFacetNameSchema = z.enum(['region', 'brand']);
export type SiteFacetName = z.infer<typeof siteFacetNameSchema>;
export const SITE_FACET_NAMES = siteFacetNameSchema.options;

/** The most values a visitor can tick in one facet. */
export const SITE_FACET_MAX_VALUES = 50;

/** The values ticked in each offered facet ({} for none). */
export type SiteFacetFilters = Partial<Record<SiteFacetName, string[]>>;

/** One facet value as offered: its text and how many sites have it (with the other facets' choices applied). */
export const siteFacetValueSchema = z.object({ text: z.string().max(200), count: z.number().int().nonnegative() });

/** A facet of the list with its values. */
export const siteFacetSchema = z.object({ name: siteFacetNameSchema, values: z.array(siteFacetValueSchema).max(500) });
export type SiteFacet = z.infer<typeof siteFacetSchema>;

/** A comma list of facet names ("region,brand"): strict, for the BFF's facets parameter. */
export const siteFacetListSchema = z
  .string()
  .max(100)
  .transform((text) => text.split(',').map((name) => name.trim()).filter(Boolean))
  .pipe(z.array(siteFacetNameSchema, { message: 'facets lists region and brand' }).max(SITE_FACET_NAMES.length))
  .transform((names) => [...new Set(names)]);

/** One facet's ticked values from a query string: one value or a repeated parameter. */
export const siteFacetValuesSchema = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : [value]))
  .pipe(z.array(z.string().trim().min(1, 'a facet value is not empty').max(200, 'a facet value is at most 200 characters').regex(/^[^\p{Cc}]*$/u, 'a facet value has a control character')).max(SITE_FACET_MAX_VALUES, `at most ${SITE_FACET_MAX_VALUES} values a facet`));
