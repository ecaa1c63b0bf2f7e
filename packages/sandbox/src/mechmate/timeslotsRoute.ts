import { timeslotsParamsSchema, timeslotsQuerySchema, type TimeslotDay } from '@showroom/contracts/mechmate';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FULL_DAY_TIME, isCalendarDate, stockholmDate, timeslotWindow } from '../data/mechmateTimeslots';
import type { BookingRepository } from './bookingStore';
import { badRequest, zodMessage } from '../http';
import { sendError, type MechmateContext } from './context';
import { serviceableOr, unknownCodes } from './offeringsRoutes';

/** The Swedish date the client meant by "the day at midnight": a zoned instant is converted, a local one read as is. */
export function requestedDate(value: string): string | null {
  const zoned = /(Z|[+-]\d{2}:?\d{2})$/.test(value) && value.includes('T');
  const date = zoned ? stockholmDate(new Date(value)) : value.slice(0, 10);
  return isCalendarDate(date) ? date : null;
}

/**
 * The days without what is already booked: a booked start is no longer offered, and the full-day slot goes once
 * 08:00 is taken (a full-day booking is stored at 08:00; the booking route refuses a full day then too).
 */
export async function withoutBooked(days: readonly TimeslotDay[], departmentId: string, bookings: Pick<BookingRepository, 'isTaken'>): Promise<TimeslotDay[]> {
  return Promise.all(
    days.map(async (day) => {
      const taken = await Promise.all(day.availableSlots.map((time) => bookings.isTaken(departmentId, `${day.date}T${time}`)));
      const allDayTaken = day.allDaySlotAvailable && (await bookings.isTaken(departmentId, `${day.date}T${FULL_DAY_TIME}`));
      return { date: day.date, availableSlots: day.availableSlots.filter((_, i) => !taken[i]), allDaySlotAvailable: day.allDaySlotAvailable && !allDayTaken };
    }),
  );
}

/** GET timeslots/from/:registrationNumber/:departmentId/:date/ : four weeks of days from the date, booked starts left out. */
export function registerTimeslotsRoute(app: FastifyInstance, context: MechmateContext): void {
  const handler = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | TimeslotDay[]> => {
    const params = timeslotsParamsSchema.safeParse(request.params);
    const query = timeslotsQuerySchema.safeParse(request.query);
    if (!params.success) return badRequest(reply, zodMessage(params.error));
    if (!query.success) return badRequest(reply, zodMessage(query.error));
    const from = requestedDate(params.data.date);
    if (!from) return badRequest(reply, `date: not a calendar date: ${params.data.date}`);
    const unknown = unknownCodes(query.data.serviceOfferings ?? []);
    if (unknown.length > 0) return badRequest(reply, `serviceOfferings: unknown offering ${unknown.join(', ')}`);
    if (!serviceableOr(reply, context, params.data.registrationNumber)) return reply;
    const workshop = context.byDepartment.get(params.data.departmentId);
    if (!workshop) return sendError(reply, 404, 'DepartmentNotFound');
    if (context.isEmpty()) return [];
    return withoutBooked(timeslotWindow(context.seed, workshop, from, context.today), workshop.departmentId, await context.bookings);
  };
  app.get('/mechmate/timeslots/from/:registrationNumber/:departmentId/:date', handler);
  app.get('/mechmate/timeslots/from/:registrationNumber/:departmentId/:date/', handler);
}
