import type { FastifyInstance } from 'fastify';
import { contentListRoutes } from '@showroom/contracts/bff-routes';
import { registerContentListRoute } from '../contentLists/contentList.route';
import type { FacetLabelsSource } from './facetLabelsSource';

/** GET /api/facet-labels?site=&language=: the car facets' labels from the content configuration. */
export function registerFacetLabelsRoute(app: FastifyInstance, labels: FacetLabelsSource): void {
  registerContentListRoute(app, contentListRoutes.facetLabels, labels);
}
