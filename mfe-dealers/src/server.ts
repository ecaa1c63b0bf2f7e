import type { RemoteServerBundle } from '@showroom/mfe-runtime';
import dealerList from './exposed/DealerList';

/** The server bundle the host downloads: every exposed module, by name. */
const bundle: RemoteServerBundle = { name: __REMOTE_NAME__, version: __REMOTE_VERSION__, modules: { DealerList: dealerList as never } };
export default bundle;
