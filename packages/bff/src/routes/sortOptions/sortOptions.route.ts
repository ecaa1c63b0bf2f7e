import type { FastifyInstance } from 'fastify';
import { contentListRoutes } from '@showroom/contracts/bff-routes';
import { registerContentListRoute } from '../contentLists/contentList.route';
import type { SortOptionsSource } from './sortOptionsSource';

/** GET /api/sort-options?site=&language=: the car list's sort options from the content configuration. */
export function registerSortOptionsRoute(app: FastifyInstance, options: SortOptionsSource): void {
  registerContentListRoute(app, contentListRoutes.sortOptions, options);
}
