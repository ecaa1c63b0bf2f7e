import { authorizedWorkshopParamsSchema, authorizedWorkshopResponseSchema, bookingRequestSchema, bookingResponseSchema, closestAvailableMessageSchema, closestAvailableQuerySchema, mechmateCarSchema, mechmateErrorSchema, positionQuerySchema, pricesParamsSchema, pricesQuerySchema, pricesResponseSchema, regNoParamsSchema, serviceOfferingsResponseSchema, timeslotsParamsSchema, timeslotsQuerySchema, timeslotsResponseSchema } from '@showroom/contracts/mechmate';
import { bffRoute } from './bffRoute';

// Mechmate's failed answers carry their code in errors['Error Result'][0] (spec 3 §8); the flow shows a text per code.
const errorBody = mechmateErrorSchema;

/** Service booking (spec 3 §7.1). */
export const mechmateRoutes = {
  /** The car of a registration number. */
  car: bffRoute({ method: 'GET', path: '/api/mechmate/car/:registrationNumber', params: regNoParamsSchema, response: mechmateCarSchema, errorBody }),
  /** The services a car can have near a position. */
  services: bffRoute({ method: 'GET', path: '/api/mechmate/services/:registrationNumber', params: regNoParamsSchema, query: positionQuerySchema, response: serviceOfferingsResponseSchema, errorBody }),
  /** The add-ons a car can have near a position. */
  addons: bffRoute({ method: 'GET', path: '/api/mechmate/addons/:registrationNumber', params: regNoParamsSchema, query: positionQuerySchema, response: serviceOfferingsResponseSchema, errorBody }),
  /** Prices of the chosen offerings at a department. */
  prices: bffRoute({
    method: 'GET',
    path: '/api/mechmate/prices/:registrationNumber/:mileage/:departmentId',
    params: pricesParamsSchema,
    query: pricesQuerySchema,
    response: pricesResponseSchema,
    errorBody,
  }),
  /** Whether a brand has an authorised workshop (spaces in the brand as hyphens). */
  authorizedWorkshop: bffRoute({ method: 'GET', path: '/api/mechmate/authorized-workshop/:brand', params: authorizedWorkshopParamsSchema, response: authorizedWorkshopResponseSchema, errorBody }),
  /** Free times from a day on; the BFF answers the path without the final slash too. */
  timeslots: bffRoute({
    method: 'GET',
    path: '/api/mechmate/timeslots/from/:registrationNumber/:departmentId/:date/',
    params: timeslotsParamsSchema,
    query: timeslotsQuerySchema,
    response: timeslotsResponseSchema,
    errorBody,
  }),
  /** The closest workshops with a free time, streamed one per message as they are found. */
  closestAvailable: bffRoute({ method: 'GET', path: '/api/mechmate/departments/closestAvailable', query: closestAvailableQuerySchema, response: closestAvailableMessageSchema, answer: 'events' }),
  /** Books a time: 200 { id }, 409 with TimeslotNotAvailable when someone else took it. */
  book: bffRoute({ method: 'POST', path: '/api/mechmate/book', body: bookingRequestSchema, response: bookingResponseSchema, errorBody }),
};
