import { askBff } from '@showroom/api-client';
import { tireHotelRoutes } from '@showroom/contracts/bff-routes';
import { searchOutcome, type SearchOutcome } from '../flow/searchOutcome';

/** The tire-hotel customer of a registration number; 404 (no agreement) is an outcome, not an exception. */
export async function searchCustomer(apiBase: string, regNo: string): Promise<SearchOutcome> {
  try {
    return searchOutcome(await askBff(tireHotelRoutes.search, { query: { regNo } }, { apiBase, timeout: 15_000 }));
  } catch {
    return searchOutcome(undefined);
  }
}
