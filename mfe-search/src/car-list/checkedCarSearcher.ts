import { callCheckedBff } from '@showroom/api-client';
import { searchCheckedRoutes } from '@showroom/contracts/bff-routes';
import type { CarSearcher } from './carSearcher';

/** Car searches from the browser through the BFF at `apiBase`, answers checked by hand: no zod (issue 14). */
export const checkedCarSearcher =
  (apiBase: string): CarSearcher =>
  (request) =>
    callCheckedBff(searchCheckedRoutes.cars, { body: request }, { apiBase });
