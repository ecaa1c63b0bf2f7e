import { createLifecycles } from '@showroom/mfe-runtime/lifecycles';
import tireHotel from './TireHotel';

/** single-spa lifecycles of the tire hotel: bootstrap, mount, unmount. */
export const { bootstrap, mount, unmount } = createLifecycles('mfe-tirehotel', tireHotel as never);
