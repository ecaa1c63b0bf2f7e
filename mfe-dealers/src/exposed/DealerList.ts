import { defineRemoteModule } from '@showroom/mfe-runtime';
import type { DealerListProps } from '@showroom/contracts';
import { DealerList } from '../dealer-list/DealerList';
import { loadDealerList } from '../dealer-list/loadDealerList';

/** mfe-dealers/DealerList: the dealer site list page. */
export default defineRemoteModule<DealerListProps>({ Component: DealerList, loadData: loadDealerList });
