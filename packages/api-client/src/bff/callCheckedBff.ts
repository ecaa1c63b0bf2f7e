import type { BffPathParamNames, BffQueryValue, CheckedBffRoute } from '@showroom/contracts/bff-routes';
import { failedStatusError, isOkStatus, outOfContractError, sendBff, type BffCallOptions } from './sendBff';

/** A checked route's input: `params` when its path has any, `body` when it takes one, and a query the BFF checks. */
export type CheckedBffInput<P extends string, B = never> = ([BffPathParamNames<P>] extends [never] ? unknown : { params: { readonly [K in BffPathParamNames<P>]: string | number } }) &
  ([B] extends [never] ? unknown : { body: B }) & {
    query?: Readonly<Record<string, BffQueryValue>>;
  };

/**
 * Calls a route whose answer a hand-written check reads (pages that load no zod, issue 14): the checked 2xx body,
 * else a BffError with the status; rejects as callBff does when there is no answer.
 */
export async function callCheckedBff<T, P extends CheckedBffRoute<T>['path'], B = never>(route: CheckedBffRoute<T, B> & { path: P }, input: CheckedBffInput<P, B>, options: BffCallOptions = {}): Promise<T> {
  const response = await sendBff(route, input, options);
  if (!isOkStatus(response.status)) throw failedStatusError(route, response.status, undefined);
  const checked = route.response.safeParse(response.data);
  if (!checked.success) throw outOfContractError(route, response, checked.error.message);
  return checked.data;
}
