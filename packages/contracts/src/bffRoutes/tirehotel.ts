import { z } from '@showroom/contracts';
import { TIRE_HOTEL, tireHotelBearerSchema, tireHotelBookingQuerySchema, tireHotelBookingRequestSchema, tireHotelConfirmationSchema, tireHotelCredentialsSchema, tireHotelCustomerSchema, tireHotelLoginQuerySchema, tireHotelMessageSchema, tireHotelReviewReceiptSchema, tireHotelReviewSchema, tireHotelTimeslotDaysSchema, tireHotelTimeslotRequestSchema, tireHotelTimeslotsSchema, tireHotelValidatedSchema, tireHotelValidateQuerySchema, tireHotelWorkshopQuerySchema } from '@showroom/contracts/tirehotel';
import { bffRoute } from './bffRoute';

const searchQuerySchema = z.object({
  regNo: z.string().check(z.trim()).check(z.minLength(TIRE_HOTEL.regNoMin)).check(z.maxLength(TIRE_HOTEL.regNoMax)).check(z.regex(/^[A-Za-z0-9]+$/, 'letters and digits only')),
});

/** Booking and review calls carry the token from login (see TIRE_HOTEL_AUTH_HEADER). */
const bearerHeadersSchema = z.object({ authorization: tireHotelBearerSchema });

// Every failed answer carries { message }, which the flow shows as is (spec 3 §8): the upstream's own, or the BFF's refusals.
const errorBody = tireHotelMessageSchema;

/**
 * The tire hotel (spec 3 §7.5). Login and validate take the number, token and code in a JSON body, so
 * they never reach a URL; the BFF puts them in the upstream's query itself.
 */
export const tireHotelRoutes = {
  /** The customer of a registration number; 404 when it has no tire-hotel agreement. */
  search: bffRoute({ method: 'GET', path: '/api/tirehotel/authorization/search', query: searchQuerySchema, response: tireHotelCustomerSchema, errorBody }),
  /** Sends a one-time code to the customer's phone. */
  login: bffRoute({ method: 'POST', path: '/api/tirehotel/authorization/login', body: tireHotelLoginQuerySchema, response: tireHotelCredentialsSchema, errorBody }),
  /** Checks the code; 401 for a wrong one. */
  validate: bffRoute({ method: 'POST', path: '/api/tirehotel/authorization/validate', body: tireHotelValidateQuerySchema, response: tireHotelValidatedSchema, errorBody }),
  /** Days with free times at a workshop. */
  timeslotDays: bffRoute({
    method: 'POST',
    path: '/api/tirehotel/booking/GetTimeslotDays',
    headers: bearerHeadersSchema,
    query: tireHotelWorkshopQuerySchema,
    body: tireHotelTimeslotRequestSchema,
    response: tireHotelTimeslotDaysSchema,
    errorBody,
  }),
  /** Free start times at a workshop. */
  timeslots: bffRoute({
    method: 'POST',
    path: '/api/tirehotel/booking/GetTimeslots',
    headers: bearerHeadersSchema,
    query: tireHotelWorkshopQuerySchema,
    body: tireHotelTimeslotRequestSchema,
    response: tireHotelTimeslotsSchema,
    errorBody,
  }),
  /** Books the tire change. */
  create: bffRoute({
    method: 'POST',
    path: '/api/tirehotel/booking/create',
    headers: bearerHeadersSchema,
    query: tireHotelBookingQuerySchema,
    body: tireHotelBookingRequestSchema,
    response: tireHotelConfirmationSchema,
    errorBody,
  }),
  /** The visitor's review of the visit. */
  review: bffRoute({ method: 'POST', path: '/api/tirehotel/review/addReview', headers: bearerHeadersSchema, body: tireHotelReviewSchema, response: tireHotelReviewReceiptSchema, errorBody }),
};
