import { carDetailRemote } from './carDetail';
import { dealersRemote } from './dealers';
import { formsRemote } from './forms';
import { kitsRemote } from './kits';
import type { ModuleEntry } from './moduleCatalogue';
import { searchRemote } from './search';
import { serviceBookingRemote } from './serviceBooking';
import { tireHotelRemote } from './tireHotel';

export * from './moduleCatalogue';
export * from './moduleIds';
export { carDetailRemote, dealersRemote, formsRemote, kitsRemote, searchRemote, serviceBookingRemote, tireHotelRemote };

/** Every remote of the platform, in the order they build and start: the one list of remotes. */
export const REMOTES = [searchRemote, carDetailRemote, dealersRemote, serviceBookingRemote, kitsRemote, tireHotelRemote, formsRemote] as const;
export type RemoteName = (typeof REMOTES)[number]['name'];
export const REMOTE_NAMES: readonly RemoteName[] = REMOTES.map((remote) => remote.name);

type AnyRemote = (typeof REMOTES)[number];
/** Every exposed module of every remote. */
export type CatalogueEntry = { [R in AnyRemote as R['name']]: R['modules'][keyof R['modules']] }[RemoteName];
export type ExposedModuleId = CatalogueEntry['id'];

export const MODULES: readonly ModuleEntry[] = REMOTES.flatMap((remote) => Object.values(remote.modules) as ModuleEntry[]);

/** The module that renders a page kind of the site matrix; undefined for the shell's own pages. */
export function pageModule(pageKind: string): ModuleEntry | undefined {
  return MODULES.find((entry) => entry.kind === 'page' && entry.page === pageKind);
}

/** The remote module that renders a content block, by the block's componentName. */
export function blockModule(componentName: string): ModuleEntry | undefined {
  return MODULES.find((entry) => entry.kind === 'block' && entry.block === componentName);
}

/** A module by id ('mfe-search/CarList'). */
export function moduleEntry(id: string): ModuleEntry | undefined {
  return MODULES.find((entry) => entry.id === id);
}

/** A remote's catalogue by its name. */
export function remoteCatalogueOf(name: string): AnyRemote | undefined {
  return REMOTES.find((remote) => remote.name === name);
}
