import type { AxiosInstance } from 'axios';
import type { FastifyInstance } from 'fastify';
import { bookRoute } from './book.route';
import { closestAvailableRoute } from './closestAvailable.route';
import { offeringRoutes } from './offerings.route';
import { timeslotsRoute } from './timeslots.route';

/**
 * The service-booking routes under /api/mechmate/ (spec 3 section 7.1) except the car lookup,
 * which lookups.route.ts serves.
 */
export function registerMechmateRoutes(app: FastifyInstance, clients: { mechmate: AxiosInstance }): void {
  offeringRoutes(app, clients.mechmate);
  timeslotsRoute(app, clients.mechmate);
  closestAvailableRoute(app, clients.mechmate);
  bookRoute(app, clients.mechmate);
}
