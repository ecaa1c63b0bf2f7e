import * as z from '@showroom/contracts/z';
import { contentBlockSchema } from './blocks';

/** The root placeholders of a page (spec 1 §1) and their components. */
export const placeholdersSchema = z.object({
  header: z.array(contentBlockSchema),
  main: z.array(contentBlockSchema),
  footer: z.array(contentBlockSchema),
});
export type Placeholders = z.infer<typeof placeholdersSchema>;

/** A routed page of the content platform (spec 1 "Page route fields") with its blocks. */
export const pageRouteSchema = z.object({
  path: z.string(),
  name: z.string(),
  language: z.string(),
  metaTitle: z.string(),
  navTitle: z.string(),
  metaDescription: z.nullish(z.string()),
  ogDescription: z.nullish(z.string()),
  ogImage: z.nullish(z.string()),
  canonicalURL: z.nullish(z.string()),
  gtmID: z.nullish(z.string()),
  BrandDesign: z.nullish(z.enum(['mercedes', 'smart', 'mini', 'bmw'])),
  /** Page kind of packages/sites this route renders, when it is a remote's page. */
  pageKind: z.nullish(z.string()),
  components: z.array(contentBlockSchema),
  /** Optional so that callers asking only for `components` still parse. */
  placeholders: z.optional(placeholdersSchema),
});
export type PageRoute = z.infer<typeof pageRouteSchema>;

export const layoutSchema = z.object({ item: z.nullable(pageRouteSchema) });
export type Layout = z.infer<typeof layoutSchema>;
