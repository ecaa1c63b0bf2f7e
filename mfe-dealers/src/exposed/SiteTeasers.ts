import { defineRemoteModule } from '@showroom/mfe-runtime';
import type { SiteTeasersProps } from '@showroom/contracts';
import { loadSiteTeasers } from '../site-teasers/loadSiteTeasers';
import { SiteTeasers } from '../site-teasers/SiteTeasers';

/** mfe-dealers/SiteTeasers: dealer sites by the index or a predefined query (a content block). */
export default defineRemoteModule<SiteTeasersProps>({ Component: SiteTeasers, loadData: loadSiteTeasers });
