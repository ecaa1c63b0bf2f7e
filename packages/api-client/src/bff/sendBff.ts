import type { BffQueryValue, BffRouteSpec } from '@showroom/contracts/bff-routes';
import { BffError } from './bffError';
import { bffHttp, type BffWireResponse } from './bffHttp';
import { bffQueryString, fillBffPath } from './bffUrl';

/** Where and how long a call may take. */
export interface BffCallOptions {
  /** The BFF's origin: '' on the host's own pages, the host's origin in an embed on a partner page. */
  apiBase?: string;
  signal?: AbortSignal;
  /** Milliseconds before the call is given up; 15 s by default, so a BFF that never answers cannot hang a view. */
  timeout?: number;
}

/** How long a call may take when the caller does not say. */
export const DEFAULT_BFF_TIMEOUT_MS = 15_000;

/** Input as it goes on the wire, whatever the route. */
export interface WireInput {
  params?: Readonly<Record<string, string | number>>;
  query?: Readonly<Record<string, BffQueryValue>>;
  headers?: Readonly<Record<string, string>>;
  body?: unknown;
}

/** Sends one call of a route (its path filled, its query written) and resolves whatever status comes back. */
export function sendBff(route: Pick<BffRouteSpec, 'method' | 'path'>, input: WireInput, options: BffCallOptions): Promise<BffWireResponse> {
  return bffHttp.transport({
    method: route.method,
    url: `${options.apiBase ?? ''}${fillBffPath(route.path, input.params)}${bffQueryString(input.query)}`,
    body: input.body,
    headers: { accept: 'application/json', ...input.headers },
    signal: options.signal,
    timeoutMs: options.timeout ?? DEFAULT_BFF_TIMEOUT_MS,
  });
}

type RouteName = Pick<BffRouteSpec, 'method' | 'path'>;

/** How errors name a route: 'GET /api/autos-on-show/:regNo'. */
const routeName = (route: RouteName): string => `${route.method} ${route.path}`;

/** Whether an answer is a 2xx, the only status whose body a route's response describes. */
export const isOkStatus = (status: number): boolean => status >= 200 && status < 300;

/** A failed status as the caller sees it, with the body the route describes for it (if any). */
export function failedStatusError(route: RouteName, status: number, body: unknown): BffError {
  return new BffError(`${routeName(route)} answered ${status}`, status, body);
}

/** A 2xx whose body is outside the route's contract: `detail` says where, the raw body goes with it. */
export function outOfContractError(route: RouteName, response: BffWireResponse, detail: string, cause?: unknown): BffError {
  return new BffError(`${routeName(route)} answered a body outside its contract (${detail})`, response.status, response.data, cause === undefined ? undefined : { cause });
}
