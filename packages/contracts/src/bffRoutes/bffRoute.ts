import { z } from '@showroom/contracts';

/** Where the BFF's routes live, on the host and on a remote's dev server. */
export const BFF_PREFIX = '/api';

/** The methods the BFF answers (its CORS setting allows these two). */
export type BffMethod = 'GET' | 'POST';

/** A value a query string can carry: a list repeats the parameter, undefined and null leave it out. */
export type BffQueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** One BFF route, described once for the server that answers it and for the client that calls it. */
export interface BffRouteSpec {
  method: BffMethod;
  /** The whole path with `:name` segments (fastify's syntax), e.g. '/api/mechmate/car/:registrationNumber'. */
  path: `${typeof BFF_PREFIX}/${string}`;
  /** The path parameters as the server checks them; the client sends each one URL-encoded. */
  params?: z.ZodMiniObject;
  query?: z.ZodMiniType<unknown, Readonly<Record<string, BffQueryValue>>>;
  headers?: z.ZodMiniType<unknown, Readonly<Record<string, string>>>;
  body?: z.ZodMiniType;
  /** The body of a 2xx answer. */
  response: z.ZodMiniType;
  /**
   * The body of a failed answer that callers read (an upstream's error code or message shown as is);
   * a failed answer whose body does not match it is still a failure, just without a body.
   */
  errorBody?: z.ZodMiniType;
  /** 'events': the answer is a text/event-stream of `response` messages rather than one JSON body. */
  answer?: 'json' | 'events';
}

/** A route that answers one JSON body: what the generic client can call. */
export type BffJsonRoute = BffRouteSpec & { answer?: 'json' };

/** Describes a route; `const` keeps its method and path as literal types, so its input can be typed from them. */
export function bffRoute<const R extends BffRouteSpec>(route: R): R {
  return route;
}

/** The names of a path's `:name` segments: '/api/a/:x/b/:y' gives 'x' | 'y'. */
export type BffPathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | BffPathParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The same names at run time, in path order. */
export function bffPathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? '');
}

type ParamsInput<R extends BffRouteSpec> = [BffPathParamNames<R['path']>] extends [never]
  ? unknown
  : { params: { readonly [K in BffPathParamNames<R['path']>]: string | number } };
type QueryInput<R> = R extends { query: infer S extends z.ZodMiniType } ? { query: z.input<S> } : unknown;
type HeadersInput<R> = R extends { headers: infer S extends z.ZodMiniType } ? { headers: z.input<S> } : unknown;
type BodyInput<R> = R extends { body: infer S extends z.ZodMiniType } ? { body: z.input<S> } : unknown;

/** What a caller gives for a route: `params` when the path has any, `query`, `headers` and `body` when described. */
export type BffInput<R extends BffRouteSpec> = ParamsInput<R> & QueryInput<R> & HeadersInput<R> & BodyInput<R>;

/** A 2xx answer of a route, parsed. */
export type BffOutput<R extends BffRouteSpec> = z.output<R['response']>;

/** A failed answer's body as the route describes it; never when it describes none. */
export type BffErrorBody<R extends BffRouteSpec> = R extends { errorBody: infer S extends z.ZodMiniType } ? z.output<S> : never;

/**
 * The body of a 204 as a client reads it: nothing, which the browser's fetch and XHR hand over as ''
 * (null or undefined elsewhere). Anything else is an answer out of contract.
 */
export const noContentSchema = z.pipe(z.union([z.literal(''), z.null(), z.undefined()]), z.transform((): undefined => undefined));
