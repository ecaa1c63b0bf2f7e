import type { RemoteServerBundle } from '@showroom/mfe-runtime';
import tireHotel from './exposed/TireHotel';

/** The server bundle the host downloads: every exposed module, by name. */
const bundle: RemoteServerBundle = { name: __REMOTE_NAME__, version: __REMOTE_VERSION__, modules: { TireHotel: tireHotel as never } };
export default bundle;
