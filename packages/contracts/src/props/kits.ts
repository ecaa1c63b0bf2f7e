import { z } from 'zod';
import { remoteBasePropsSchema } from './base';

export const kitCardSchema = z.object({
  kitId: z.string().max(100),
  kitCode: z.string().max(100).optional(),
  name: z.string().max(300),
  description: z.string().max(5000).optional(),
  status: z.string().max(100).optional(),
  image: z.string().max(2000).optional(),
  retailPrice: z.number().nonnegative().optional(),
  /** Already defaulted to EUR when the kit has none (spec 3, 3.1). */
  currency: z.string().length(3),
});
export type KitCard = z.infer<typeof kitCardSchema>;

export const kitGridPropsSchema = remoteBasePropsSchema.extend({
  result: z.discriminatedUnion('state', [
    z.object({ state: z.literal('loaded'), kits: z.array(kitCardSchema).max(1000), total: z.number().int().nonnegative() }),
    z.object({ state: z.literal('error') }),
  ]),
});
export type KitGridProps = z.infer<typeof kitGridPropsSchema>;
