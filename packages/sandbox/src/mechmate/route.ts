import { swedishRegNoSchema, type MechmateCar } from '@showroom/contracts';
import type { FastifyInstance } from 'fastify';

const errorBody = (code: string) => ({ errors: { 'Error Result': [code] } });

/** GET /mechmate/car/:regNo: 200 car, 400 InvalidReg, 404 VehicleNotFound. */
export function registerMechmate(app: FastifyInstance, registry: ReadonlyMap<string, MechmateCar>, isEmpty: () => boolean): void {
  app.get<{ Params: { regNo: string } }>('/mechmate/car/:regNo', async (request, reply) => {
    const regNo = swedishRegNoSchema.safeParse(request.params.regNo);
    if (!regNo.success) return reply.code(400).send(errorBody('InvalidReg'));
    const vehicle = isEmpty() ? undefined : registry.get(regNo.data);
    if (!vehicle) return reply.code(404).send(errorBody('VehicleNotFound'));
    return vehicle;
  });
}
