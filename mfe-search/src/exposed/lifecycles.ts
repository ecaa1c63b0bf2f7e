import { createLifecycles } from '@showroom/mfe-runtime/lifecycles';
import carList from './CarList';

/** single-spa lifecycles of the car list: bootstrap, mount, unmount. */
export const { bootstrap, mount, unmount } = createLifecycles('mfe-search', carList as never);
