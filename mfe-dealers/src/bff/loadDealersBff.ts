import { onDemand } from '@showroom/mfe-runtime';
import type * as DealersBff from './dealersBff';

/** The dealer pages' BFF client and routes, fetched once when first asked for (again after a failed fetch). */
export const loadDealersBff: () => Promise<typeof DealersBff> = onDemand(() => import(/* webpackChunkName: "dealers-bff" */ './dealersBff'));
