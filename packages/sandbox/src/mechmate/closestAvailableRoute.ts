import { Readable } from 'node:stream';
import { closestAvailableQuerySchema, type ClosestAvailableMessage } from '@showroom/contracts/mechmate';
import type { FastifyInstance } from 'fastify';
import { firstTimeSlot } from '../data/mechmateTimeslots';
import type { Workshop } from '../data/mechmateWorkshops';
import { badRequest, zodMessage } from '../http';
import { closestBatch, streamMessages, toWorkshopSite } from './closestAvailable';
import type { MechmateContext } from './context';
import { lookUpVehicle } from './lookup';
import { unknownCodes } from './offeringsRoutes';

/** The messages of one stream: an error for a failing vehicle, the batch of sites, or nosites. */
export function closestMessages(context: MechmateContext, regNo: string, sites: readonly Workshop[]): ClosestAvailableMessage[] {
  const vehicle = lookUpVehicle(context.registry, regNo);
  if (!('vehicle' in vehicle)) return [{ error: vehicle.code }];
  if (!vehicle.vehicle.isSupported) return [{ error: `BrandNotSupported,${vehicle.vehicle.brand}` }];
  if (sites.length === 0 || context.isEmpty()) return [{ nosites: true }];
  return sites.map((w) => toWorkshopSite(w, firstTimeSlot(context.seed, w, context.today)));
}

/** GET departments/closestAvailable: server-sent events, one workshop per message, five per stream, of the car's brand. */
export function registerClosestAvailableRoute(app: FastifyInstance, context: MechmateContext): void {
  app.get('/mechmate/departments/closestAvailable', async (request, reply) => {
    const query = closestAvailableQuerySchema.safeParse(request.query);
    if (!query.success) return badRequest(reply, zodMessage(query.error));
    const unknown = unknownCodes(query.data.serviceOfferings ?? []);
    if (unknown.length > 0) return badRequest(reply, `serviceOfferings: unknown offering ${unknown.join(', ')}`);
    const vehicle = lookUpVehicle(context.registry, query.data.regNo);
    const brand = 'vehicle' in vehicle ? vehicle.vehicle.brand : undefined;
    const batch = closestBatch(context.workshops, query.data, query.data.cursor, brand);
    if ('unknownCursor' in batch) return badRequest(reply, `cursor: no department ${batch.unknownCursor} in this list`);
    const messages = closestMessages(context, query.data.regNo, batch.sites);
    return reply
      .type('text/event-stream; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(Readable.from(streamMessages(messages, context.stream.delayMs ?? context.streamDelayMs, context.stream.gate)));
  });
}
