import { createLifecycles } from '@showroom/mfe-runtime/lifecycles';
import sellCarForm from './SellCarForm';

/** single-spa lifecycles of the sell-car form: bootstrap, mount, unmount. */
export const { bootstrap, mount, unmount } = createLifecycles('mfe-forms', sellCarForm as never);
