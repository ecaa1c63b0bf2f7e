import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import type { SeedData } from '../data/seed';
import type { Outbox } from '../outbox/outbox';
import { TireBookingStore } from './bookingStore';
import { registerTireHotelBooking } from './booking.route';
import { sandboxClock } from './calendar';
import type { TireHotelContext } from './context';
import { buildTireHotelDirectory } from './directory';
import { registerTireHotelLogin } from './login.route';
import { registerTireHotelReview } from './review.route';
import { registerTireHotel } from './route';
import { TireSessions } from './sessions';

export interface TireHotelDeps {
  data: SeedData;
  db: Promise<PGlite>;
  isEmpty: () => boolean;
  outbox: Outbox;
  /** Configuration secret (SANDBOX_SECRET): the keys that encrypt phone numbers and hash codes derive from it. */
  secret: string;
  /** The sandbox clock; by default it starts at data.now and runs with real time. */
  now?: () => Date;
}

/** Registers the whole tire-hotel upstream (search, login, validate, booking, review) and its sandbox listings. */
export function registerTireHotelUpstream(app: FastifyInstance, deps: TireHotelDeps): void {
  const now = deps.now ?? sandboxClock(deps.data.now);
  const storage = deps.db.then((db) => TireBookingStore.create(db));
  storage.catch(() => undefined);
  const directory = buildTireHotelDirectory(deps.data, deps.secret);
  registerTireHotel(app, deps.data.tireCustomers, deps.isEmpty, directory.phones);
  registerTireHotelEndpoints(app, {
    directory,
    storage,
    sessions: new TireSessions(now, { codeKey: deps.secret }),
    outbox: deps.outbox,
    now,
    isEmpty: deps.isEmpty,
  });
}

/** The endpoints after search, on a prepared context (route tests pass a memory store and fake clock). */
export function registerTireHotelEndpoints(app: FastifyInstance, ctx: TireHotelContext): void {
  registerTireHotelLogin(app, ctx);
  registerTireHotelBooking(app, ctx);
  registerTireHotelReview(app, ctx);
  app.get('/__sandbox/tirehotel/bookings', async () => ({ bookings: await (await ctx.storage).listBookings() }));
  app.get('/__sandbox/tirehotel/reviews', async () => ({ reviews: await (await ctx.storage).listReviews() }));
  app.get('/__sandbox/tirehotel/workshops', async () => ({
    workshops: ctx.directory.workshops.map((w) => ({ erpId: w.erpId, name: w.locationName, department: w.departmentName, fullyBooked: w.fullyBooked })),
  }));
}
