import { createLifecycles } from '@showroom/mfe-runtime/lifecycles';
import dealerList from './DealerList';

/** single-spa lifecycles of the dealer site list: bootstrap, mount, unmount. */
export const { bootstrap, mount, unmount } = createLifecycles('mfe-dealers', dealerList as never);
