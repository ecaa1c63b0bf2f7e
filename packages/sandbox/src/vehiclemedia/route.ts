import type { Car } from '@showroom/contracts';
import { vehicleMediaRegNoSchema, type VehicleMedia } from '@showroom/contracts/vehicle-media';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../http';
import { NO_MEDIA, vehicleMediaOf } from './media';

/** GET /vehicle-media/:regNo: the car's 360 frames, interior and clip; 404 for an unknown registration. */
export function registerVehicleMedia(app: FastifyInstance, deps: { cars: readonly Car[]; isEmpty: () => boolean }): void {
  const byRegNo = new Map<string, Car>();
  for (const car of deps.cars) if (car.car_regno) byRegNo.set(car.car_regno.replace(/\s+/g, '').toUpperCase(), car);
  app.get<{ Params: { regNo: string } }>('/vehicle-media/:regNo', async (request, reply) => {
    const regNo = vehicleMediaRegNoSchema.safeParse(request.params.regNo);
    if (!regNo.success) return badRequest(reply, `regNo: ${regNo.error.issues[0]?.message ?? "invalid"}`);
    if (deps.isEmpty()) return NO_MEDIA satisfies VehicleMedia;
    const car = byRegNo.get(regNo.data);
    if (!car) return reply.code(404).send({ error: `No vehicle with registration ${regNo.data}` });
    return vehicleMediaOf(car) satisfies VehicleMedia;
  });
}
