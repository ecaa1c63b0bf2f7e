import type { BffErrorBody, BffInput, BffJsonRoute, BffOutput, BffQueryValue } from '@showroom/contracts/bff-routes';
import { BffError } from './bffError';
import { bffHttp } from './bffHttp';
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

/** Every answer a route can give: ok with its parsed body, or a failed status with the body the route describes for it. */
export type BffAnswer<R extends BffJsonRoute> = { ok: true; status: number; data: BffOutput<R> } | { ok: false; status: number; error: BffErrorBody<R> | undefined };

/** Input as it goes on the wire, whatever the route. */
interface WireInput {
  params?: Readonly<Record<string, string | number>>;
  query?: Readonly<Record<string, BffQueryValue>>;
  headers?: Readonly<Record<string, string>>;
  body?: unknown;
}

type WireAnswer = { ok: true; status: number; data: unknown } | { ok: false; status: number; error: unknown };

const routeName = (route: BffJsonRoute) => `${route.method} ${route.path}`;

/**
 * Calls a described route and resolves every answer it gets, a failed status included (for callers
 * whose outcomes depend on it, e.g. 404 "no agreement"). Rejects when there is no answer (network,
 * timeout, abort) and with a BffError when a 2xx body is outside the route's contract.
 */
export function askBff<R extends BffJsonRoute>(route: R, input: BffInput<R>, options?: BffCallOptions): Promise<BffAnswer<R>>;
export async function askBff(route: BffJsonRoute, input: WireInput, options: BffCallOptions = {}): Promise<WireAnswer> {
  const response = await bffHttp.transport({
    method: route.method,
    url: `${options.apiBase ?? ''}${fillBffPath(route.path, input.params)}${bffQueryString(input.query)}`,
    body: input.body,
    headers: { accept: 'application/json', ...input.headers },
    signal: options.signal,
    timeoutMs: options.timeout ?? DEFAULT_BFF_TIMEOUT_MS,
  });
  // Every status is an answer here; which ones are failures is the route's and the caller's business.
  if (response.status < 200 || response.status >= 300) {
    const error = route.errorBody?.safeParse(response.data);
    return { ok: false, status: response.status, error: error?.success ? error.data : undefined };
  }
  // Parse, don't cast: what crosses the network is checked against the contract.
  const data = route.response.safeParse(response.data);
  if (!data.success) {
    const issue = data.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    throw new BffError(`${routeName(route)} answered a body outside its contract (${where}${issue?.message ?? 'unexpected'})`, response.status, response.data, { cause: data.error });
  }
  return { ok: true, status: response.status, data: data.data };
}

/** Calls a described route: its parsed 2xx body, else a BffError with the status (and the body the route describes). */
export async function callBff<R extends BffJsonRoute>(route: R, input: BffInput<R>, options?: BffCallOptions): Promise<BffOutput<R>> {
  const answer = await askBff(route, input, options);
  if (answer.ok) return answer.data;
  throw new BffError(`${routeName(route)} answered ${answer.status}`, answer.status, answer.error);
}
