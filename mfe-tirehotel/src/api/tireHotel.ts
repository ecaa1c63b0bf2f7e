import axios from 'axios';
import { searchOutcome, type SearchOutcome } from '../flow/searchOutcome';

/** GET /api/tirehotel/authorization/search?regNo=; 404 (no agreement) is an outcome, not an exception. */
export async function searchCustomer(apiBase: string, regNo: string): Promise<SearchOutcome> {
  try {
    const response = await axios.get(`${apiBase}/api/tirehotel/authorization/search`, {
      params: { regNo },
      timeout: 15_000,
      validateStatus: () => true,
    });
    return searchOutcome({ status: response.status, data: response.data });
  } catch {
    return searchOutcome(undefined);
  }
}
