import type { RemoteServerBundle } from '@showroom/mfe-runtime';
import carList from './exposed/CarList';

/** The server bundle the host downloads: every exposed module, by name. */
const bundle: RemoteServerBundle = { name: __REMOTE_NAME__, version: __REMOTE_VERSION__, modules: { CarList: carList as never } };
export default bundle;
