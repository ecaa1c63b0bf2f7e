import * as z from '@showroom/contracts/z';

/** A car list sort option from the content configuration: the search service's sort name and its label. */
export const sortOptionConfigSchema = z.object({ Name: z.string().check(z.regex(/^[A-Za-z0-9_]{1,64}$/)), Label: z.string().check(z.minLength(1)).check(z.maxLength(100)) });
export type SortOptionConfig = z.infer<typeof sortOptionConfigSchema>;
