import { callCheckedBff } from '@showroom/api-client';
import { searchCheckedRoutes } from '@showroom/contracts/bff-routes';
import type { HitSearcher } from './compareDetails';

/** Searches from the browser through the BFF at `apiBase`, the answer's frame checked by hand: no zod (issue 14). */
export const checkedHitSearcher =
  (apiBase: string): HitSearcher =>
  (request) =>
    callCheckedBff(searchCheckedRoutes.hits, { body: request }, { apiBase });
