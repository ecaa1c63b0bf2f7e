import type { AxiosInstance } from 'axios';
import type { FastifyInstance } from 'fastify';
import { mechmateRoutes } from '@showroom/contracts/bff-routes';
import { parseOr400 } from '../badRequest';
import { passThrough } from '../passThrough';
import { serve } from '../servedRoute';

/** POST /api/mechmate/book: validates the booking (spec 3 section 5.1) and hands it to mechmate (200 {id}, 409 TimeslotNotAvailable). */
export function bookRoute(app: FastifyInstance, mechmate: AxiosInstance): void {
  serve(app, mechmateRoutes.book, async (request, reply) => {
    const body = parseOr400(reply, mechmateRoutes.book.body, request.body);
    if (!body) return reply;
    return passThrough(reply, () => mechmate.post('/book', body));
  });
}
