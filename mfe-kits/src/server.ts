import type { RemoteServerBundle } from '@showroom/mfe-runtime';
import kitGrid from './exposed/KitGrid';

/** The server bundle the host downloads: every exposed module, by name. */
const bundle: RemoteServerBundle = { name: __REMOTE_NAME__, version: __REMOTE_VERSION__, modules: { KitGrid: kitGrid as never } };
export default bundle;
