import { randomBytes } from 'node:crypto';
import { tireHotelBookingQuerySchema, tireHotelBookingRequestSchema, tireHotelTimeslotRequestSchema, tireHotelWorkshopQuerySchema, type TireHotelTimeslotDays, type TireHotelTimeslots } from '@showroom/contracts/tirehotel';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TIRE_TEST_REG_NOS } from '../data/tireCustomers';
import type { TireWorkshop } from '../data/tireWorkshops';
import { badRequest, zodMessage } from '../http';
import { availableDays, liftTimes, offersTimes } from './availability';
import { addDays, bookingWindow } from './calendar';
import { confirmationOf, normaliseStart } from './confirmation';
import { requireSession, type TireHotelContext } from './context';
import { TIRE_HOTEL_MESSAGES } from './messages';

/** POST /tirehotel/booking/GetTimeslotDays, GetTimeslots and create; each needs a validated login. */
export function registerTireHotelBooking(app: FastifyInstance, ctx: TireHotelContext): void {
  app.post('/tirehotel/booking/GetTimeslotDays', async (request, reply) => {
    const input = timeslotInput(request, reply, ctx);
    if (!input) return reply;
    const { workshop, from, to } = input;
    const dates = ctx.isEmpty() || from > to ? [] : availableDays(workshop, from, to, ctx.directory.seed, await (await ctx.storage).bookedStarts(workshop.erpId, from, to));
    const body: TireHotelTimeslotDays = { availableDates: dates.map((date) => ({ date })) };
    return body;
  });

  app.post('/tirehotel/booking/GetTimeslots', async (request, reply) => {
    const input = timeslotInput(request, reply, ctx);
    if (!input) return reply;
    const { workshop, from, to } = input;
    const entries: { startTime: string[] }[] = [];
    if (!ctx.isEmpty() && from <= to) {
      const booked = await (await ctx.storage).bookedStarts(workshop.erpId, from, to);
      for (let date = from; date <= to; date = addDays(date, 1)) {
        for (const times of liftTimes(workshop, date, ctx.directory.seed, booked)) if (times.length > 0) entries.push({ startTime: times });
      }
    }
    const body: TireHotelTimeslots = { availableTimeSlotDates: entries };
    return body;
  });

  // Checks and insert run one at a time, so two visitors cannot take the last lift at 09:00 together.
  let queue: Promise<unknown> = Promise.resolve();
  app.post('/tirehotel/booking/create', async (request, reply) => {
    const session = requireSession(request, reply, ctx.sessions);
    if (!session) return reply;
    const query = tireHotelBookingQuerySchema.safeParse(request.query);
    if (!query.success) return badRequest(reply, zodMessage(query.error));
    const body = tireHotelBookingRequestSchema.safeParse(request.body);
    if (!body.success) return badRequest(reply, zodMessage(body.error));
    const booking = body.data;
    const start = booking.bookingStart === null ? null : normaliseStart(booking.bookingDate, booking.bookingStart);
    if (start === undefined) return badRequest(reply, 'bookingStart: not on bookingDate');
    if (!session.regNos.includes(booking.regNo)) return reply.code(403).send({ message: TIRE_HOTEL_MESSAGES.notYourVehicle });
    const workshop = ctx.directory.workshop(query.data.departmentIdentifier);
    if (!workshop) return reply.code(404).send({ message: TIRE_HOTEL_MESSAGES.unknownWorkshop });
    if (booking.regNo === TIRE_TEST_REG_NOS.bookingRefused) return reply.code(422).send({ message: TIRE_HOTEL_MESSAGES.bookingRefused });

    const run = queue.then(async () => {
      const storage = await ctx.storage;
      const window = bookingWindow(ctx.now());
      const date = booking.bookingDate;
      const booked = await storage.bookedStarts(workshop.erpId, date, date);
      const inWindow = date >= window.first && date <= window.last;
      if (!inWindow || !availableDays(workshop, date, date, ctx.directory.seed, booked).includes(date)) return { status: 409, body: { message: TIRE_HOTEL_MESSAGES.dayNotAvailable } };
      const free = liftTimes(workshop, date, ctx.directory.seed, booked).flat();
      const timeOk = offersTimes(date) ? start !== null && free.includes(start) : start === null;
      if (!timeOk) return { status: 409, body: { message: TIRE_HOTEL_MESSAGES.timeNotAvailable } };
      const id = `TH-${randomBytes(4).toString('hex').toUpperCase()}`;
      const confirmation = confirmationOf(id, booking, start, workshop);
      await storage.addBooking({ id, erpId: workshop.erpId, regNo: booking.regNo, bookingDate: date, bookingStart: start, confirmation, createdAt: ctx.now().toISOString() });
      return { status: 200, body: confirmation };
    });
    queue = run.catch(() => undefined);
    const outcome = await run;
    return reply.code(outcome.status).send(outcome.body);
  });
}

/** The workshop and the asked range clamped to the booking window, or a 400/401/404 already sent. */
function timeslotInput(request: FastifyRequest, reply: FastifyReply, ctx: TireHotelContext): { workshop: TireWorkshop; from: string; to: string } | undefined {
  if (!requireSession(request, reply, ctx.sessions)) return undefined;
  const query = tireHotelWorkshopQuerySchema.safeParse(request.query);
  if (!query.success) return void badRequest(reply, zodMessage(query.error));
  const body = tireHotelTimeslotRequestSchema.safeParse(request.body);
  if (!body.success) return void badRequest(reply, zodMessage(body.error));
  const workshop = ctx.directory.workshop(query.data.workshopIdentifier);
  if (!workshop) return void reply.code(404).send({ message: TIRE_HOTEL_MESSAGES.unknownWorkshop });
  const window = bookingWindow(ctx.now());
  const from = body.data.startDate > window.first ? body.data.startDate : window.first;
  const to = body.data.endDate < window.last ? body.data.endDate : window.last;
  return { workshop, from, to };
}
