import type { PropsOf, RemoteCatalogue } from '@showroom/contracts';
import type { SiteCode } from '@showroom/sites';
import type { RemoteModule } from './types';

/** A module's code, loaded on demand: `() => import('./exposed/CarList')`. */
export type ModuleLoader<P extends object> = () => Promise<{ default: RemoteModule<P> }>;

/** The implementation of each module a remote's catalogue declares, typed by that module's props schema. */
export type RemoteModules<C extends RemoteCatalogue> = {
  [K in keyof C['modules']]: ModuleLoader<PropsOf<C['modules'][K]>>;
};

/** A remote as its one declaration file (src/remote.ts) states it. */
export interface RemoteDefinition<C extends RemoteCatalogue = RemoteCatalogue> {
  catalogue: C;
  modules: RemoteModules<C>;
  /** What the standalone dev page (npm run dev -w <remote>) mounts, and for which site. */
  dev: { module: keyof C['modules'] & string; site: SiteCode };
}

/**
 * Declares a remote: its catalogue (packages/contracts) and, for each module there, the file that
 * implements it. The webpack factory reads this file to expose each module and to generate the
 * server bundle, the embeds, the single-spa lifecycles and the dev page (docs/adding-a-module.md).
 * Each loader must be written `Name: () => import('./path')` so the factory can read the path.
 */
export function defineRemote<C extends RemoteCatalogue>(catalogue: C, modules: RemoteModules<C>, options: { dev: RemoteDefinition<C>['dev'] }): RemoteDefinition<C> {
  return { catalogue, modules, dev: options.dev };
}
