import { callBff } from '@showroom/api-client';
import type { VehicleMedia } from '@showroom/contracts/vehicle-media';
import { vehicleMediaRoutes } from '@showroom/contracts/bff-routes';

/** A car's media from the BFF's vehicle media route, its answer checked against the contract. */
export function fetchVehicleMedia(apiBase: string, regNo: string, signal: AbortSignal): Promise<VehicleMedia> {
  return callBff(vehicleMediaRoutes.media, { params: { regNo } }, { apiBase, signal });
}
