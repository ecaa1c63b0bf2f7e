import type { PGlite } from '@electric-sql/pglite';
import { mechmateError, type MechmateCar } from '@showroom/contracts/mechmate';
import type { FastifyReply } from 'fastify';
import { buildWorkshops, type Workshop } from '../data/mechmateWorkshops';
import { stockholmDate } from '../data/mechmateTimeslots';
import type { SeedData } from '../data/seed';
import { BookingStore, type BookingRepository } from './bookingStore';
import { buildVehicleRegistry, electricRegistrations, lookUpVehicle } from './lookup';
import { StreamControl } from './streamControl';
import type { PricingContext } from './offerings';

/** What the mechmate routes need from the sandbox. */
export type MechmateDeps = {
  data: SeedData;
  /** The fault switch's 'empty' mode: the car lookup finds nothing; offerings, slots and sites are empty lists. */
  isEmpty: () => boolean;
  /** Wall clock for booking timestamps (time slots follow the sandbox clock, data.now). */
  now?: () => Date;
  /** Pause between stream messages; 0 in tests. */
  streamDelayMs?: number;
} & ({ db: Promise<PGlite> } | { bookings: Promise<BookingRepository> });

/** Everything the handlers share, built once from the seed. */
export interface MechmateContext {
  seed: number;
  registry: ReadonlyMap<string, MechmateCar>;
  electric: ReadonlySet<string>;
  workshops: readonly Workshop[];
  byDepartment: ReadonlyMap<string, Workshop>;
  bookings: Promise<BookingRepository>;
  isEmpty: () => boolean;
  now: () => Date;
  /** The sandbox clock's Swedish date. */
  today: string;
  year: number;
  streamDelayMs: number;
  /** The stream's test control (hold/release, delay): /__sandbox/mechmate/stream. */
  stream: StreamControl;
}

/** Builds the shared context from the deps. */
export function buildContext(deps: MechmateDeps): MechmateContext {
  const workshops = buildWorkshops(deps.data.dealerSites);
  const bookings = 'bookings' in deps ? deps.bookings : deps.db.then((db) => BookingStore.create(db));
  bookings.catch(() => undefined);
  return {
    seed: deps.data.seed,
    registry: buildVehicleRegistry(deps.data.cars),
    electric: electricRegistrations(deps.data.cars),
    workshops,
    byDepartment: new Map(workshops.map((w) => [w.departmentId, w])),
    bookings,
    isEmpty: deps.isEmpty,
    now: deps.now ?? (() => new Date()),
    today: stockholmDate(deps.data.now),
    year: deps.data.now.getUTCFullYear(),
    streamDelayMs: deps.streamDelayMs ?? 120,
    stream: new StreamControl(),
  };
}

/** Answers a mechmate error body. */
export function sendError(reply: FastifyReply, status: number, code: string): FastifyReply {
  return reply.code(status).send(mechmateError(code));
}

/** The vehicle for a registration number, or undefined after answering its error. */
export function vehicleOr(reply: FastifyReply, registry: ReadonlyMap<string, MechmateCar>, raw: string): MechmateCar | undefined {
  const result = lookUpVehicle(registry, raw);
  if ('vehicle' in result) return result.vehicle;
  void sendError(reply, result.status, result.code);
  return undefined;
}

/** The pricing context of a vehicle. */
export function pricingOf(context: MechmateContext, car: MechmateCar): PricingContext {
  return { car, electric: context.electric.has(car.registrationNumber), year: context.year };
}
