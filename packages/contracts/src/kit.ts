import { z } from 'zod';

export const kitPartSchema = z.object({
  partNumber: z.string(),
  name: z.string(),
  quantity: z.number().int().positive(),
});

/** A kit of the kits index (spec 3, 3.1). Consumers apply DEFAULT_KIT_CURRENCY when currency is missing. */
export const kitSchema = z.object({
  kitId: z.string(),
  catalogueId: z.string(),
  kitCode: z.string(),
  name: z.string(),
  description: z.string().optional(),
  status: z.string(),
  images: z.array(z.string()),
  retailPrice: z.number().nonnegative(),
  currency: z.string().length(3).optional(),
  kitcategory: z.string(),
  kitsubcategory: z.string().optional(),
  partsubsubcategory: z.string().optional(),
  parts: z.array(kitPartSchema),
  action: z.string().optional(),
  site: z.string().optional(),
  site_primary_image: z.object({ thumbnail_url: z.string(), blur_data_url: z.string().optional() }).optional(),
  site_official_name: z.string().optional(),
});
export type Kit = z.infer<typeof kitSchema>;

export const partialKitSchema = kitSchema.partial();

export const DEFAULT_KIT_CURRENCY = 'EUR';
