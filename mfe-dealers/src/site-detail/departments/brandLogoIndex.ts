import { brandCodeOfName, normalizeBrandCode, type BrandLogo } from '@showroom/contracts';

export interface BrandLogoIndex {
  /** The logo URL of a department brand, or null when the content platform has none. */
  logoOf(brand: { brand_code: string; brand_name?: string }): string | null;
}

/**
 * The content platform's brand logos keyed by normalized code (spec 2 "Brand logo": FI_TR and MH_TR keep
 * their underscore, another code whose prefix is a listed parent collapses to it; the first logo of a code wins).
 */
export function brandLogoIndex(logos: readonly BrandLogo[]): BrandLogoIndex {
  const parents = new Set(logos.map((l) => l.brandCode.trim().toUpperCase()).filter((code) => !code.includes('_')));
  const byCode = new Map<string, string>();
  for (const logo of logos) {
    const code = normalizeBrandCode(logo.brandCode, parents);
    if (logo.logo && !byCode.has(code)) byCode.set(code, logo.logo);
  }
  return {
    logoOf: (brand) =>
      byCode.get(normalizeBrandCode(brand.brand_code, parents)) ?? (brand.brand_name ? byCode.get(brandCodeOfName(brand.brand_name)) : undefined) ?? null,
  };
}
