import { normalizeBrandCode, type BrandLogo } from '@showroom/contracts';
import { BRAND_ITEMS, PARENT_BRAND_CODES } from '../data/contentBrandLogos';
import { BROKEN_LOGO_BRAND } from '../data/dealerSitesDetails';
import { mediaPath } from '../media/paths';

/** The spec's cap on the brand graph search. */
export const MAX_BRAND_LOGOS = 65;

/**
 * Brand logos of the first `limit` brand items, keyed by normalized brand code. A collapsed
 * sub-code shows its parent's logo, so it is dropped when the parent is already listed.
 */
export function brandLogos(limit: number): BrandLogo[] {
  const names = new Map(BRAND_ITEMS.map((item) => [item.code, item.name]));
  const logos = new Map<string, BrandLogo>();
  for (const item of BRAND_ITEMS.slice(0, Math.max(0, Math.min(limit, MAX_BRAND_LOGOS)))) {
    const code = normalizeBrandCode(item.code, PARENT_BRAND_CODES);
    if (logos.has(code)) continue;
    const name = names.get(code) ?? item.name;
    // The media route has no image "0": the broken brand's logo URL answers 404.
    const n = name === BROKEN_LOGO_BRAND ? 0 : 1;
    logos.set(code, { brandCode: code, logo: mediaPath('logo', name, n), logoBlackAndWhite: mediaPath('logo', name, n * 2) });
  }
  return [...logos.values()];
}
