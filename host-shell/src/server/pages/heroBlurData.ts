import { heroBannerFieldsSchema, type ContentBlock } from '@showroom/contracts';
import type { BlockDataMap } from '../../shell/page/blockData';

/** The blur placeholder of each hero banner with an image, computed on the server (spec 1 §7). */
export async function heroBlurData(blocks: readonly ContentBlock[], blur: (src: string) => Promise<string | null>): Promise<BlockDataMap> {
  const entries = await Promise.all(
    blocks
      .filter((block) => block.componentName === 'HeroBanner')
      .map(async (block) => {
        const fields = heroBannerFieldsSchema.safeParse(block.fields);
        const src = fields.success ? (fields.data.Image?.src ?? fields.data.ImagePhone?.src) : undefined;
        return [block.uid, { kind: 'hero' as const, blurDataUrl: src ? await blur(src) : null }] as const;
      }),
  );
  return Object.fromEntries(entries);
}
