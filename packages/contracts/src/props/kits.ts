import * as z from '@showroom/contracts/z';
import { remoteBasePropsSchema } from './base';

export const kitCardSchema = z.object({
  kitId: z.string().check(z.maxLength(100)),
  kitCode: z.optional(z.string().check(z.maxLength(100))),
  name: z.string().check(z.maxLength(300)),
  description: z.optional(z.string().check(z.maxLength(5000))),
  status: z.optional(z.string().check(z.maxLength(100))),
  image: z.optional(z.string().check(z.maxLength(2000))),
  retailPrice: z.optional(z.number().check(z.nonnegative())),
  /** Already defaulted to EUR when the kit has none (spec 3, 3.1). */
  currency: z.string().check(z.length(3)),
});
export type KitCard = z.infer<typeof kitCardSchema>;

export const kitGridPropsSchema = z.extend(remoteBasePropsSchema, {
  result: z.discriminatedUnion('state', [
    z.object({ state: z.literal('loaded'), kits: z.array(kitCardSchema).check(z.maxLength(1000)), total: z.number().check(z.int()).check(z.nonnegative()) }),
    z.object({ state: z.literal('error') }),
  ]),
});
export type KitGridProps = z.infer<typeof kitGridPropsSchema>;
