import { shareLazily } from '@showroom/mfe-runtime/host';
import carouselPackage from 'embla-carousel-react/package.json';

/**
 * Lends remotes the host's embla (mfe-search's car of the week) without loading it on every page: its code is the
 * `embla` chunk, which the host's Carousel block loads too, and a remote that asks for it loads that same chunk. The
 * host's build leaves embla out of the modules it provides up front (webpack-config host.cjs, `PROVIDED_ON_DEMAND`).
 */
export function shareCarousel(): void {
  shareLazily([
    {
      name: 'embla-carousel-react',
      version: carouselPackage.version,
      load: () => import('embla-carousel-react'),
    },
  ]);
}
