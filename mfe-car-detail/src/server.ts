import type { RemoteServerBundle } from '@showroom/mfe-runtime';
import carDetail from './exposed/CarDetail';

/** The server bundle the host downloads: every exposed module, by name. */
const bundle: RemoteServerBundle = { name: __REMOTE_NAME__, version: __REMOTE_VERSION__, modules: { CarDetail: carDetail as never } };
export default bundle;
