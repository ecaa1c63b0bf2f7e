import type { BffErrorBody, BffInput, BffJsonRoute, BffOutput } from '@showroom/contracts/bff-routes';
import { failedStatusError, isOkStatus, outOfContractError, sendBff, type BffCallOptions, type WireInput } from './sendBff';

export { DEFAULT_BFF_TIMEOUT_MS, type BffCallOptions } from './sendBff';

/** Every answer a route can give: ok with its parsed body, or a failed status with the body the route describes for it. */
export type BffAnswer<R extends BffJsonRoute> = { ok: true; status: number; data: BffOutput<R> } | { ok: false; status: number; error: BffErrorBody<R> | undefined };

type WireAnswer = { ok: true; status: number; data: unknown } | { ok: false; status: number; error: unknown };

/**
 * Calls a described route and resolves every answer it gets, a failed status included (for callers
 * whose outcomes depend on it, e.g. 404 "no agreement"). Rejects when there is no answer (network,
 * timeout, abort) and with a BffError when a 2xx body is outside the route's contract.
 */
export function askBff<R extends BffJsonRoute>(route: R, input: BffInput<R>, options?: BffCallOptions): Promise<BffAnswer<R>>;
export async function askBff(route: BffJsonRoute, input: WireInput, options: BffCallOptions = {}): Promise<WireAnswer> {
  const response = await sendBff(route, input, options);
  // Every status is an answer here; which ones are failures is the route's and the caller's business.
  if (!isOkStatus(response.status)) {
    const error = route.errorBody?.safeParse(response.data);
    return { ok: false, status: response.status, error: error?.success ? error.data : undefined };
  }
  // Parse, don't cast: what crosses the network is checked against the contract.
  const data = route.response.safeParse(response.data);
  if (!data.success) {
    const issue = data.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    throw outOfContractError(route, response, `${where}${issue?.message ?? 'unexpected'}`, data.error);
  }
  return { ok: true, status: response.status, data: data.data };
}

/** Calls a described route: its parsed 2xx body, else a BffError with the status (and the body the route describes). */
export async function callBff<R extends BffJsonRoute>(route: R, input: BffInput<R>, options?: BffCallOptions): Promise<BffOutput<R>> {
  const answer = await askBff(route, input, options);
  if (answer.ok) return answer.data;
  throw failedStatusError(route, answer.status, answer.error);
}
