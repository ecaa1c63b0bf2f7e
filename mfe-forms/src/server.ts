import type { RemoteServerBundle } from '@showroom/mfe-runtime';
import sellCarForm from './exposed/SellCarForm';

/** The server bundle the host downloads: every exposed module, by name. */
const bundle: RemoteServerBundle = { name: __REMOTE_NAME__, version: __REMOTE_VERSION__, modules: { SellCarForm: sellCarForm as never } };
export default bundle;
