import { askBff } from '@showroom/api-client';
import { tireHotelRoutes } from '@showroom/contracts/bff-routes';
import { tireHotelBearer, type TireHotelReview } from '@showroom/contracts/tirehotel';

/**
 * POST review/addReview with the bearer token. Spec 3 §7.5 shows no handling of the answer and §4.4 thanks the
 * visitor either way, so the outcome only feeds the log.
 */
export async function sendReview(apiBase: string, token: string, review: TireHotelReview): Promise<{ ok: boolean; detail: string }> {
  try {
    const answer = await askBff(tireHotelRoutes.review, { headers: { authorization: tireHotelBearer(token) }, body: review }, { apiBase, timeout: 15_000 });
    return answer.ok ? { ok: true, detail: answer.data.reviewId } : { ok: false, detail: `${answer.status} ${answer.error?.message ?? ''}`.trim() };
  } catch (error) {
    return { ok: false, detail: String(error) };
  }
}
