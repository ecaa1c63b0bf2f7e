import { bmw } from './brands/bmw';
import { carstore } from './brands/carstore';
import { dealergroup } from './brands/dealergroup';
import { mercedes } from './brands/mercedes';
import { mini } from './brands/mini';
import { premium } from './brands/premium';
import { smart } from './brands/smart';
import type { ShowroomTheme, ThemeName } from './types';

/** Every theme by name. */
export const themes: Record<ThemeName, ShowroomTheme> = { mercedes, smart, mini, bmw, carstore, dealergroup, premium };

const BRAND_DESIGNS = new Set<string>(['mercedes', 'smart', 'mini', 'bmw']);

/**
 * The theme of a page: the page's brand design (spec 1: a page's BrandDesign is mercedes,
 * smart, mini or bmw) when it names one, otherwise the site's default theme.
 */
export function themeFor(siteTheme: ThemeName, brandDesign?: string | null): ShowroomTheme {
  const brand = brandDesign?.trim().toLowerCase();
  if (brand && BRAND_DESIGNS.has(brand)) return themes[brand as ThemeName];
  return themes[siteTheme];
}
