import type { SortOptionConfig } from '@showroom/contracts';
import type { Language, SiteDefinition } from '@showroom/sites';

type Words = Record<Language, string>;
const w = (sv: string, nb: string, fi: string, sk: string, en: string): Words => ({ sv, nb, fi, sk, en });

// Sort names are the search service's (packages/sandbox/src/search/indexSpecs.ts "sorts").
const LABELS: Record<string, Words> = {
  newest: w('Senast inkomna', 'Sist innkommet', 'Uusimmat ensin', 'Najnovšie pridané', 'Newest first'),
  price_asc: w('Lägsta pris', 'Laveste pris', 'Halvin hinta', 'Najnižšia cena', 'Lowest price'),
  price_desc: w('Högsta pris', 'Høyeste pris', 'Kallein hinta', 'Najvyššia cena', 'Highest price'),
  mileage_asc: w('Lägsta miltal', 'Laveste kilometerstand', 'Vähiten ajettu', 'Najmenej najazdené', 'Lowest mileage'),
  year_desc: w('Nyaste årsmodell', 'Nyeste årsmodell', 'Uusin vuosimalli', 'Najnovší ročník', 'Newest model year'),
};

/**
 * Each site family configures its own: the car stores lead with price (they sell on price), the
 * dealer groups with what arrived last, the premium site with the dearest first and no mileage.
 */
const BY_FAMILY: Record<SiteDefinition['family'], readonly string[]> = {
  carstore: ['price_asc', 'newest', 'price_desc', 'mileage_asc', 'year_desc'],
  dealergroup: ['newest', 'price_asc', 'price_desc', 'mileage_asc', 'year_desc'],
  premium: ['price_desc', 'newest', 'price_asc', 'year_desc'],
};

/** The car list's sort options a site's content configuration holds, in a language. */
export function sortOptionsFor(site: SiteDefinition, language: Language): SortOptionConfig[] {
  return BY_FAMILY[site.family].map((name) => ({ Name: name, Label: LABELS[name]![language] }));
}
