import { createLifecycles } from '@showroom/mfe-runtime/lifecycles';
import serviceBooking from './ServiceBooking';

/** single-spa lifecycles of the service booking: bootstrap, mount, unmount. */
export const { bootstrap, mount, unmount } = createLifecycles('mfe-service-booking', serviceBooking as never);
