import { createLifecycles } from '@showroom/mfe-runtime/lifecycles';
import carDetail from './CarDetail';

/** single-spa lifecycles of the car detail page: bootstrap, mount, unmount. */
export const { bootstrap, mount, unmount } = createLifecycles('mfe-car-detail', carDetail as never);
