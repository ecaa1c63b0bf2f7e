import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import { BFF_PREFIX, type BffRouteSpec } from '@showroom/contracts/bff-routes';

/** A described route's path inside the BFF plugin, which is registered under BFF_PREFIX. */
export function pluginPath(route: BffRouteSpec): string {
  return route.path.slice(BFF_PREFIX.length);
}

/** Serves a described route: its method and path come from the description, written once in contracts. */
export function serve(app: FastifyInstance, route: BffRouteSpec, handler: RouteHandlerMethod, options: { bodyLimit?: number } = {}): void {
  app.route({ method: route.method, url: pluginPath(route), handler, ...options });
}
