import { bookingRequestSchema, mechmateError, type BookingRequest } from '@showroom/contracts/mechmate';
import type { FastifyInstance } from 'fastify';
import { CATALOGUE } from '../data/mechmateCatalogue';
import { FULL_DAY_TIME, isCalendarDate, timeslotDay } from '../data/mechmateTimeslots';
import { zodMessage } from '../http';
import { sendError, type MechmateContext } from './context';
import { serviceableOr } from './offeringsRoutes';

/** What is wrong with the chosen offerings (unknown code, units out of range, missing message), or null. */
export function offeringProblem(requests: BookingRequest['serviceOfferingRequests']): string | null {
  for (const [index, request] of requests.entries()) {
    const where = `serviceOfferingRequests.${index}`;
    const offering = CATALOGUE.get(request.kobraId);
    if (!offering) return `${where}.kobraId: unknown offering ${request.kobraId}`;
    const units = offering.unitPrice;
    if (units && (request.unitsSelected == null || request.unitsSelected < units.minimum || request.unitsSelected > units.maximum))
      return `${where}.unitsSelected: choose ${units.minimum} to ${units.maximum} ${units.unit}`;
    if (offering.allowUserInput && !request.userInput?.trim()) return `${where}.userInput: describe the job (max 80 characters)`;
  }
  return null;
}

/** Whether a start is free on the workshop's generated calendar: a listed time, or the full day at 08:00. */
export function isOffered(context: MechmateContext, departmentId: string, timeSlot: string, isFullDay: boolean): boolean {
  const workshop = context.byDepartment.get(departmentId);
  const date = timeSlot.slice(0, 10);
  if (!workshop || !isCalendarDate(date)) return false;
  const day = timeslotDay(context.seed, workshop, date, context.today);
  const time = timeSlot.slice(11, 16);
  return isFullDay ? day.allDaySlotAvailable && time === FULL_DAY_TIME : day.availableSlots.includes(time);
}

/** POST book: 200 {id}; 400 bad input; 404 unknown department; 409 TimeslotNotAvailable. */
export function registerBookRoute(app: FastifyInstance, context: MechmateContext): void {
  app.post('/mechmate/book', async (request, reply) => {
    const parsed = bookingRequestSchema.safeParse(request.body);
    if (!parsed.success) {
      const regNoAtFault = parsed.error.issues.some((issue) => issue.path[0] === 'registrationNumber');
      return reply.code(400).send({ ...mechmateError(regNoAtFault ? 'InvalidReg' : 'InvalidRequest'), error: zodMessage(parsed.error) });
    }
    const booking = parsed.data;
    const problem = offeringProblem(booking.serviceOfferingRequests);
    if (problem) return reply.code(400).send({ ...mechmateError('InvalidRequest'), error: problem });
    if (!serviceableOr(reply, context, booking.registrationNumber)) return reply;
    if (!context.byDepartment.has(booking.departmentId)) return sendError(reply, 404, 'DepartmentNotFound');
    const store = await context.bookings;
    if (!isOffered(context, booking.departmentId, booking.timeSlot, booking.isFullDay) || (await store.isTaken(booking.departmentId, booking.timeSlot)))
      return sendError(reply, 409, 'TimeslotNotAvailable');
    return { id: await store.add(booking, context.now()) };
  });
}
