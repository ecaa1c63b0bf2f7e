import axios from 'axios';
import { lookupOutcome, type LookupOutcome } from '../booking/lookupOutcome';

/** GET /api/mechmate/car/{registrationNumber}; every answer, error bodies included, becomes an outcome. */
export async function lookupCar(apiBase: string, registrationNumber: string): Promise<LookupOutcome> {
  try {
    const response = await axios.get(`${apiBase}/api/mechmate/car/${encodeURIComponent(registrationNumber)}`, {
      timeout: 15_000,
      // 4xx bodies carry the error code (errors['Error Result'][0]); lookupOutcome reads them.
      validateStatus: () => true,
    });
    return lookupOutcome({ status: response.status, data: response.data });
  } catch {
    return lookupOutcome(undefined);
  }
}
