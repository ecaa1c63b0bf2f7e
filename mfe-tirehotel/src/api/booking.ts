import { askBff } from '@showroom/api-client';
import { tireHotelRoutes } from '@showroom/contracts/bff-routes';
import { tireHotelBearer, type TireHotelBookingRequest, type TireHotelConfirmation, type TireHotelTimeslotDays } from '@showroom/contracts/tirehotel';
import { slotTimes } from '../booking/slots';

/** Where the booking calls go and as whom. */
export interface BookingCall {
  apiBase: string;
  token: string;
  /** The vehicle's location.erpId: workshopIdentifier of the day and slot calls, departmentIdentifier of create. */
  erpId: string;
}

const TIMEOUT_MS = 15_000;
const headers = (token: string) => ({ authorization: tireHotelBearer(token) });

/** The days with free times: their dates, or 'failed' (spec 3 §8 "Ett fel uppstod"). */
export type DaysOutcome = { kind: 'days'; dates: string[] } | { kind: 'failed'; detail: string };

/** POST GetTimeslotDays for the window; regNo carries the vehicle's brandCode (spec 3 §7.5). */
export async function loadDays(call: BookingCall, window: { startDate: string; endDate: string }, brandCode: string): Promise<DaysOutcome> {
  try {
    const answer = await askBff(tireHotelRoutes.timeslotDays, { headers: headers(call.token), query: { workshopIdentifier: call.erpId }, body: { ...window, regNo: brandCode } }, { apiBase: call.apiBase, timeout: TIMEOUT_MS });
    if (!answer.ok) return { kind: 'failed', detail: `${answer.status} ${answer.error?.message ?? ''}`.trim() };
    return { kind: 'days', dates: availableDates(answer.data) };
  } catch (error) {
    return { kind: 'failed', detail: String(error) };
  }
}

function availableDates(days: TireHotelTimeslotDays): string[] {
  return [...new Set(days.availableDates.map((day) => day.date))].sort();
}

/** The chosen day's times as HH:mm (none on a call-back day), or 'failed'. */
export type SlotsOutcome = { kind: 'times'; times: string[] } | { kind: 'failed'; detail: string };

/** POST GetTimeslots for one day (startDate = endDate = the day). */
export async function loadSlots(call: BookingCall, date: string, brandCode: string, signal?: AbortSignal): Promise<SlotsOutcome> {
  try {
    const answer = await askBff(tireHotelRoutes.timeslots, { headers: headers(call.token), query: { workshopIdentifier: call.erpId }, body: { startDate: date, endDate: date, regNo: brandCode } }, { apiBase: call.apiBase, timeout: TIMEOUT_MS, signal });
    if (!answer.ok) return { kind: 'failed', detail: `${answer.status} ${answer.error?.message ?? ''}`.trim() };
    return { kind: 'times', times: slotTimes(answer.data) };
  } catch (error) {
    return { kind: 'failed', detail: String(error) };
  }
}

/**
 * Spec 3 §7.5, §8: 200 is booked, with the confirmation; another status is refused, with the server's message
 * (undefined when it sent none); no answer, or a 200 outside the contract, is an exception, which is only logged.
 */
export type CreateOutcome = { kind: 'booked'; confirmation: TireHotelConfirmation } | { kind: 'refused'; status: number; message: string | undefined } | { kind: 'exception'; detail: string };

export async function createBooking(call: BookingCall, request: TireHotelBookingRequest): Promise<CreateOutcome> {
  try {
    const answer = await askBff(tireHotelRoutes.create, { headers: headers(call.token), query: { departmentIdentifier: call.erpId }, body: request }, { apiBase: call.apiBase, timeout: TIMEOUT_MS });
    if (answer.ok && answer.status === 200) return { kind: 'booked', confirmation: answer.data };
    return { kind: 'refused', status: answer.status, message: answer.ok ? undefined : answer.error?.message };
  } catch (error) {
    return { kind: 'exception', detail: String(error) };
  }
}
