import type { FastifyInstance } from 'fastify';
import { badRequest, zodMessage } from '../http';
import { faultSchema, upstreamSchema, type FaultSwitch } from './faults';

/** POST/GET/DELETE /__sandbox/faults and DELETE /__sandbox/faults/:upstream (no API key). */
export function registerFaultRoutes(app: FastifyInstance, faults: FaultSwitch): void {
  app.get('/__sandbox/faults', async () => ({ faults: faults.list() }));
  app.post('/__sandbox/faults', async (request, reply) => {
    const fault = faultSchema.safeParse(request.body);
    if (!fault.success) return badRequest(reply, zodMessage(fault.error));
    faults.set(fault.data);
    return { faults: faults.list() };
  });
  app.delete('/__sandbox/faults', async () => {
    faults.clear();
    return { faults: [] };
  });
  app.delete<{ Params: { upstream: string } }>('/__sandbox/faults/:upstream', async (request, reply) => {
    const upstream = upstreamSchema.safeParse(request.params.upstream);
    if (!upstream.success) return badRequest(reply, zodMessage(upstream.error));
    faults.clear(upstream.data);
    return { faults: faults.list() };
  });
}
