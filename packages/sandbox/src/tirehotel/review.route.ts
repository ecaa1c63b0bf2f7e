import { randomUUID } from 'node:crypto';
import { tireHotelReviewSchema, type TireHotelReviewReceipt } from '@showroom/contracts/tirehotel';
import type { FastifyInstance } from 'fastify';
import { badRequest, zodMessage } from '../http';
import { requireSession, type TireHotelContext } from './context';

/** POST /tirehotel/review/addReview {rating 1-5, comment, date}: 200 { reviewId }, stored with the login's regNo. */
export function registerTireHotelReview(app: FastifyInstance, ctx: TireHotelContext): void {
  app.post('/tirehotel/review/addReview', async (request, reply) => {
    const session = requireSession(request, reply, ctx.sessions);
    if (!session) return reply;
    const body = tireHotelReviewSchema.safeParse(request.body);
    if (!body.success) return badRequest(reply, zodMessage(body.error));
    const reviewId = randomUUID();
    await (await ctx.storage).addReview({ ...body.data, id: reviewId, regNo: session.regNos[0] ?? '', receivedAt: ctx.now().toISOString() });
    const receipt: TireHotelReviewReceipt = { reviewId };
    return receipt;
  });
}
