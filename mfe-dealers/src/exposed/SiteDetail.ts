import { defineRemoteModule } from '@showroom/mfe-runtime';
import type { SiteDetailProps } from '@showroom/contracts';
import { loadSiteDetail } from '../site-detail/data/loadSiteDetail';
import { SiteDetailPage } from '../site-detail/page/SiteDetailPage';

/** mfe-dealers/SiteDetail: one dealer site's page. */
export default defineRemoteModule<SiteDetailProps>({ Component: SiteDetailPage, loadData: loadSiteDetail });
