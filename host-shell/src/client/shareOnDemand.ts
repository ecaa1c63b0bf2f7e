import { shareLazily } from '@showroom/mfe-runtime/host';
import contractsPackage from '@showroom/contracts/package.json';
import carouselPackage from 'embla-carousel-react/package.json';

/**
 * Lends remotes shared modules that most pages do not run, without loading them on every page: each one's code is
 * a chunk of its own, loaded the first time a remote (or a host block) asks for it. The host's build leaves them
 * out of the modules it provides up front (webpack-config host.cjs, `PROVIDED_ON_DEMAND`).
 * - embla (mfe-search's car of the week; the host's Carousel block loads the same `embla` chunk);
 * - the contracts' zod (`@showroom/contracts/z`, the `zod` chunk): the remotes that parse BFF answers or validate a
 *   form take it; the host's own page runs the contracts' zod-free checks instead (issue 14: 11.6 kB of the home page).
 */
export function shareOnDemand(): void {
  shareLazily([
    { name: 'embla-carousel-react', version: carouselPackage.version, load: () => import('embla-carousel-react') },
    { name: '@showroom/contracts/z', version: contractsPackage.version, load: () => import('@showroom/contracts/z') },
  ]);
}
