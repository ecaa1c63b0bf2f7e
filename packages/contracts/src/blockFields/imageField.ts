import * as z from '@showroom/contracts/z';

/** An image field of a content block: its source, alternative text and intrinsic size. */
export const imageFieldSchema = z.object({ src: z.string(), alt: z.optional(z.string()), width: z.optional(z.number()), height: z.optional(z.number()) });
