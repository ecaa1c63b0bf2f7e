import { brandCodeOfName, normalizeBrandCode, type BrandLogo, type Footer } from '@showroom/contracts';

type FooterBrand = Footer['Brands'][number];

export interface BrandLogoPair {
  /** Shown on hover and focus. */
  color: string | null;
  /** Shown by default. */
  blackAndWhite: string | null;
}

/** The brand-logo query's results keyed by normalized brand code (the first of a code wins). */
export function indexBrandLogos(logos: readonly BrandLogo[]): ReadonlyMap<string, BrandLogo> {
  const parents = new Set(logos.map((l) => l.brandCode.trim().toUpperCase()).filter((code) => !code.includes('_')));
  const index = new Map<string, BrandLogo>();
  for (const logo of logos) {
    const code = normalizeBrandCode(logo.brandCode, parents);
    if (!index.has(code)) index.set(code, logo);
  }
  return index;
}

/**
 * The logos of a footer brand: the brand-logo query's, found by the brand's code; each one the
 * query lacks falls back to the footer entry's own.
 */
export function logosForBrand(brand: FooterBrand, index: ReadonlyMap<string, BrandLogo>): BrandLogoPair {
  const match = index.get(brandCodeOfName(brand.Name));
  return {
    color: match?.logo || brand.Logo || null,
    blackAndWhite: match?.logoBlackAndWhite || brand.LogoBlackAndWhite || null,
  };
}
