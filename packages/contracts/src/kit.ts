import * as z from '@showroom/contracts/z';

export const kitPartSchema = z.object({
  partNumber: z.string(),
  name: z.string(),
  quantity: z.number().check(z.int()).check(z.positive()),
});

/** A kit of the kits index (spec 3, 3.1). Consumers apply DEFAULT_KIT_CURRENCY when currency is missing. */
export const kitSchema = z.object({
  kitId: z.string(),
  catalogueId: z.string(),
  kitCode: z.string(),
  name: z.string(),
  description: z.optional(z.string()),
  status: z.string(),
  images: z.array(z.string()),
  retailPrice: z.number().check(z.nonnegative()),
  currency: z.optional(z.string().check(z.length(3))),
  kitcategory: z.string(),
  kitsubcategory: z.optional(z.string()),
  partsubsubcategory: z.optional(z.string()),
  parts: z.array(kitPartSchema),
  action: z.optional(z.string()),
  site: z.optional(z.string()),
  site_primary_image: z.optional(z.object({ thumbnail_url: z.string(), blur_data_url: z.optional(z.string()) })),
  site_official_name: z.optional(z.string()),
});
export type Kit = z.infer<typeof kitSchema>;

export const partialKitSchema = z.partial(kitSchema);

export const DEFAULT_KIT_CURRENCY = 'EUR';
