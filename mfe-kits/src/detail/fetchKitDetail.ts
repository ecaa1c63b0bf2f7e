import { partialKitSchema, type Kit } from '@showroom/contracts';
import { createHttpApi } from '@showroom/api-client';
import type { SiteCode } from '@showroom/sites';

export interface KitDetail {
  description?: string;
  /** A tiny inline image shown while the picture loads (spec 3 §3.1 site_primary_image.blur_data_url). */
  blur?: string;
}

const MAX_DESCRIPTION = 5000;

/** What the detail dialog adds to the card: the description and the blur placeholder. */
export function toKitDetail(kit: Partial<Kit>): KitDetail {
  const detail: KitDetail = {};
  const description = kit.description?.trim();
  if (description) detail.description = description.slice(0, MAX_DESCRIPTION);
  const blur = kit.site_primary_image?.blur_data_url;
  // Only an inline image: the placeholder must not be a request of its own (or a script URL in a style).
  if (blur && blur.length <= 20_000 && /^data:image\/[a-z+]+;base64,[A-Za-z0-9+/=]+$/.test(blur)) detail.blur = blur;
  return detail;
}

/** The kit's detail fields, fetched when its dialog opens (the grid asks only for what a card shows). */
export async function fetchKitDetail(apiBase: string, site: SiteCode, kitId: string): Promise<KitDetail | null> {
  const result = await createHttpApi(apiBase).search(
    { index: 'kits', site, limit: 1, filters: { kitId: [kitId] }, fields: ['kitId', 'description', 'site_primary_image'] },
    partialKitSchema,
  );
  const kit = result.content[0];
  return kit ? toKitDetail(kit) : null;
}
