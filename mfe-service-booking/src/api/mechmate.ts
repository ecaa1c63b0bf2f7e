import { askBff } from '@showroom/api-client';
import { mechmateRoutes } from '@showroom/contracts/bff-routes';
import { lookupOutcome, type LookupOutcome } from '../booking/lookupOutcome';

/** The car of a registration number; every answer, error bodies included, becomes an outcome. */
export async function lookupCar(apiBase: string, registrationNumber: string): Promise<LookupOutcome> {
  try {
    return lookupOutcome(await askBff(mechmateRoutes.car, { params: { registrationNumber } }, { apiBase, timeout: 15_000 }));
  } catch {
    return lookupOutcome(undefined);
  }
}
