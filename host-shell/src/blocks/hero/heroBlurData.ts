import { heroBannerFieldsSchema } from '@showroom/contracts';
import type { BlockDataLoader } from '../hostBlock';

/** The hero banner's blur placeholder, computed on the server from its image (spec 1 §7). */
export const loadHeroBlur: BlockDataLoader = async (block, ctx) => {
  if (!ctx.blur) return null;
  const fields = heroBannerFieldsSchema.safeParse(block.fields);
  const src = fields.success ? (fields.data.Image?.src ?? fields.data.ImagePhone?.src) : undefined;
  return { kind: 'hero', blurDataUrl: src ? await ctx.blur(src) : null };
};
