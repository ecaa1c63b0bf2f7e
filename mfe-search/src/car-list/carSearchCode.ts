import { onDemand } from '@showroom/mfe-runtime';
import type * as CarSearchRequests from './carSearchRequests';

export type CarSearchCode = typeof CarSearchRequests;

/** The list's search code (requests, the cards' schema, the BFF client, zod with them), fetched once when first asked for. */
export const loadCarSearchCode: () => Promise<CarSearchCode> = onDemand(() => import(/* webpackChunkName: "car-search" */ './carSearchRequests'));
