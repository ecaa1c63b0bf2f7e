import { createLifecycles } from '@showroom/mfe-runtime/lifecycles';
import kitGrid from './KitGrid';

/** single-spa lifecycles of the kit grid: bootstrap, mount, unmount. */
export const { bootstrap, mount, unmount } = createLifecycles('mfe-kits', kitGrid as never);
