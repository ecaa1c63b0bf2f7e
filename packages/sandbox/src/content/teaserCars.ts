import type { SiteCode } from '@showroom/sites';

/** How many cars the editor picked for each home page's fixed-id teaser block. */
export const TEASER_CAR_COUNT = 4;

/**
 * The car ids an editor picked for a site's teaser block: four of the site's cars at fixed places
 * in its stock (the 8th, 3rd, 12th and 5th by id), deliberately not in id order, so a teaser that
 * lost the editor's order would show. Kept per site after the first call.
 */
export function teaserCarIdPicker(cars: readonly { car_id: string; site?: string | null }[]): (site: SiteCode) => readonly string[] {
  const picked = new Map<SiteCode, readonly string[]>();
  return (site) => {
    const known = picked.get(site);
    if (known) return known;
    const ids = cars
      .filter((car) => car.site === site)
      .map((car) => car.car_id)
      .sort((a, b) => Number(a) - Number(b));
    const choice = [7, 2, 11, 4].flatMap((place) => (ids[place] === undefined ? [] : [ids[place]!])).slice(0, TEASER_CAR_COUNT);
    picked.set(site, choice);
    return choice;
  };
}
