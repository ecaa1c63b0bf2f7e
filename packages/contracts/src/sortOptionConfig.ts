import { z } from 'zod';

/** A car list sort option from the content configuration: the search service's sort name and its label. */
export const sortOptionConfigSchema = z.object({ Name: z.string().regex(/^[A-Za-z0-9_]{1,64}$/), Label: z.string().min(1).max(100) });
export type SortOptionConfig = z.infer<typeof sortOptionConfigSchema>;
