import type { BffRouteSpec } from './bffRoute';
import { codeweaverRoutes } from './codeweaver';
import { contentListRoutes } from './contentLists';
import { embedRoutes } from './embeds';
import { formsRoutes } from './forms';
import { mechmateRoutes } from './mechmate';
import { personalizationRoutes } from './personalization';
import { placesRoutes } from './places';
import { searchRoutes } from './search';
import { sitesRoutes } from './sites';
import { storiesRoutes } from './stories';
import { tireHotelRoutes } from './tirehotel';
import { vehicleMediaRoutes } from './vehicleMedia';

export * from './bffRoute';
export * from './checkedRoute';
export * from './embeds';
export * from './embedsChecked';
export * from './searchChecked';
export * from './sitesChecked';
export * from './placesChecked';
export * from './vehicleMediaChecked';
export { MAX_SEARCH_BATCH } from './routePaths';
export { codeweaverRoutes, contentListRoutes, formsRoutes, mechmateRoutes, personalizationRoutes, placesRoutes, searchRoutes, sitesRoutes, storiesRoutes, tireHotelRoutes, vehicleMediaRoutes };

/** Every BFF route by area: the one description the BFF registers and the client calls. */
export const bffRoutes = {
  search: searchRoutes,
  sites: sitesRoutes,
  contentLists: contentListRoutes,
  stories: storiesRoutes,
  codeweaver: codeweaverRoutes,
  vehicleMedia: vehicleMediaRoutes,
  places: placesRoutes,
  mechmate: mechmateRoutes,
  tireHotel: tireHotelRoutes,
  forms: formsRoutes,
  personalization: personalizationRoutes,
  embeds: embedRoutes,
} satisfies Record<string, Record<string, BffRouteSpec>>;

/** Every route as one list, named area.route (for checks that each is served). */
export function listBffRoutes(): { name: string; route: BffRouteSpec }[] {
  return Object.entries(bffRoutes).flatMap(([area, routes]) => Object.entries(routes).map(([name, route]: [string, BffRouteSpec]) => ({ name: `${area}.${name}`, route })));
}
