import type { FastifyInstance } from 'fastify';
import { registerBookRoute } from './bookRoute';
import { registerClosestAvailableRoute } from './closestAvailableRoute';
import { buildContext, sendError, vehicleOr, type MechmateContext, type MechmateDeps } from './context';
import { ERROR_REGISTRATIONS } from './lookup';
import { registerOfferingRoutes } from './offeringsRoutes';
import { registerStreamControl } from './streamControl';
import { registerTimeslotsRoute } from './timeslotsRoute';

export type { MechmateDeps } from './context';

/**
 * Registers mechmate (spec 3 section 7.1) under /mechmate/: car, services, addons, prices,
 * authorized-workshop, timeslots, the closest-available stream and book; and the stream's test control.
 */
export function registerMechmate(app: FastifyInstance, deps: MechmateDeps): void {
  const context = buildContext(deps);
  registerCar(app, context);
  registerOfferingRoutes(app, context);
  registerTimeslotsRoute(app, context);
  registerClosestAvailableRoute(app, context);
  registerBookRoute(app, context);
  registerStreamControl(app, context.stream);
}

/** GET /mechmate/car/:regNo: 200 car, 400 InvalidReg, 404 VehicleNotFound, and the ERR* test registrations. */
function registerCar(app: FastifyInstance, context: Pick<MechmateContext, 'registry' | 'isEmpty'>): void {
  app.get<{ Params: { regNo: string } }>('/mechmate/car/:regNo', async (request, reply) => {
    if (context.isEmpty() && !ERROR_REGISTRATIONS[request.params.regNo.toUpperCase()]) return sendError(reply, 404, 'VehicleNotFound');
    return vehicleOr(reply, context.registry, request.params.regNo) ?? reply;
  });
}
