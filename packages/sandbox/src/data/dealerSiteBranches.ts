import type { SiteCode } from '@showroom/sites';
import type { Random } from '../random';
import { SWEDISH_TOWNS, type Town } from './towns';

/** The market whose site list is long enough to page (spec 2 §9: 48 sites a page). */
export const BRANCH_MARKET: SiteCode = 'dealergroup-se';

/** Branches added to its stock sites: 20 + 40 = 60 sites, a full page of 48 and 12 more. */
export const BRANCH_COUNT = 40;

/** Second sites in the larger towns, at the district's own position (a car-dealer area, not the centre). */
const DISTRICTS: readonly { town: string; district: string; lat: number; lng: number }[] = [
  { town: 'Stockholm', district: 'Bromma', lat: 59.34, lng: 17.94 },
  { town: 'Stockholm', district: 'Kista', lat: 59.4032, lng: 17.9448 },
  { town: 'Stockholm', district: 'Årsta', lat: 59.298, lng: 18.045 },
  { town: 'Göteborg', district: 'Hisingen', lat: 57.738, lng: 11.93 },
  { town: 'Göteborg', district: 'Högsbo', lat: 57.664, lng: 11.939 },
  { town: 'Göteborg', district: 'Sisjön', lat: 57.635, lng: 11.96 },
  { town: 'Malmö', district: 'Jägersro', lat: 55.579, lng: 13.075 },
  { town: 'Malmö', district: 'Svågertorp', lat: 55.552, lng: 13.015 },
  { town: 'Uppsala', district: 'Boländerna', lat: 59.85, lng: 17.68 },
  { town: 'Helsingborg', district: 'Berga', lat: 56.074, lng: 12.738 },
  { town: 'Linköping', district: 'Tornby', lat: 58.432, lng: 15.65 },
  { town: 'Örebro', district: 'Marieberg', lat: 59.222, lng: 15.15 },
  { town: 'Västerås', district: 'Erikslund', lat: 59.623, lng: 16.453 },
  { town: 'Jönköping', district: 'Ljungarum', lat: 57.755, lng: 14.2 },
  { town: 'Umeå', district: 'Ersboda', lat: 63.845, lng: 20.31 },
];

/** Where a branch is: its town (at the branch's position), its district if any, and its rank in the list (1 = first). */
export interface BranchPlace {
  town: Town;
  district?: string;
  rank: number;
}

const townNamed = (name: string): Town => {
  const town = SWEDISH_TOWNS.find((t) => t.name === name);
  if (!town) throw new Error(`no Swedish town ${name}`);
  return town;
};

/**
 * The branches: every district, a first site in each district town the stock lacks, then towns of
 * its own the stock does not cover, drawn with `random`. They are ranked alphabetically, so a list
 * sorted by website_sort_order is not simply the order the records were made in.
 */
export function branchPlaces(stockTowns: readonly string[], random: Random): BranchPlace[] {
  const taken = new Set(stockTowns);
  const districts = DISTRICTS.map(({ town, district, lat, lng }) => ({ town: { ...townNamed(town), lat, lng }, district }));
  const districtTowns = [...new Set(DISTRICTS.map((d) => d.town))].filter((name) => !taken.has(name)).map((name) => ({ town: townNamed(name) }));
  const chosen = new Set([...taken, ...districtTowns.map((d) => d.town.name)]);
  const free = SWEDISH_TOWNS.filter((town) => !chosen.has(town.name));
  const more = random.sample(free, BRANCH_COUNT - districts.length - districtTowns.length).map((town) => ({ town }));
  const places: Omit<BranchPlace, 'rank'>[] = [...districts, ...districtTowns, ...more];
  const label = (p: Omit<BranchPlace, 'rank'>) => `${p.town.name} ${p.district ?? ''}`.trim();
  const ranked = [...places].sort((a, b) => label(a).localeCompare(label(b), 'sv'));
  return places.map((place) => ({ ...place, rank: ranked.indexOf(place) + 1 }));
}
