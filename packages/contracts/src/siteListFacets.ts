import { queryListSchema } from './queryList';
import * as z from '@showroom/contracts/z';

import { SITE_FACET_MAX_VALUES, SITE_FACET_NAMES } from './siteFacetNames';

export { SITE_FACET_FIELDS, SITE_FACET_MAX_VALUES, SITE_FACET_NAMES, type SiteFacetFilters, type SiteFacetName } from './siteFacetNames';

export const siteFacetNameSchema = z.enum(SITE_FACET_NAMES);

/** One facet value as offered: its text and how many sites have it (with the other facets' choices applied). */
export const siteFacetValueSchema = z.object({ text: z.string().check(z.maxLength(200)), count: z.number().check(z.int()).check(z.nonnegative()) });

/** A facet of the list with its values. */
export const siteFacetSchema = z.object({ name: siteFacetNameSchema, values: z.array(siteFacetValueSchema).check(z.maxLength(500)) });
export type SiteFacet = z.infer<typeof siteFacetSchema>;

/** A comma list of facet names ("region,brand"): strict, for the BFF's facets parameter. */
export const siteFacetListSchema = z.pipe(z.pipe(z.pipe(z.string().check(z.maxLength(100)), z.transform((text) => text.split(',').map((name) => name.trim()).filter(Boolean))), z.array(siteFacetNameSchema, { message: 'facets lists region and brand' }).check(z.maxLength(SITE_FACET_NAMES.length))), z.transform((names) => [...new Set(names)]));

/** One facet's ticked values from a query string: one value or a repeated parameter. */
export const siteFacetValuesSchema = queryListSchema(
  z.array(z.string().check(z.trim()).check(z.minLength(1, 'a facet value is not empty')).check(z.maxLength(200, 'a facet value is at most 200 characters')).check(z.regex(/^[^\p{Cc}]*$/u, 'a facet value has a control character'))).check(z.maxLength(SITE_FACET_MAX_VALUES, `at most ${SITE_FACET_MAX_VALUES} values a facet`)),
);
