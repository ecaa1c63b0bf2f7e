import type { RemoteServerBundle } from '@showroom/mfe-runtime';
import serviceBooking from './exposed/ServiceBooking';

/** The server bundle the host downloads: every exposed module, by name. */
const bundle: RemoteServerBundle = { name: __REMOTE_NAME__, version: __REMOTE_VERSION__, modules: { ServiceBooking: serviceBooking as never } };
export default bundle;
