import { z } from '@showroom/contracts';
import {
  facetLabelsSchema,
  languageSchema,
  siteCodeSchema,
  sortOptionConfigSchema,
} from '@showroom/contracts';
import { bffRoute } from './bffRoute';

const siteLanguageQuerySchema = z.object({ site: siteCodeSchema, language: languageSchema });

/** Lists the content configuration holds per site and language. */
export const contentListRoutes = {
  /** The car facets' labels (spec 2 "Facet"). */
  facetLabels: bffRoute({ method: 'GET', path: '/api/facet-labels', query: siteLanguageQuerySchema, response: facetLabelsSchema }),
  /** The car list's sort options. */
  sortOptions: bffRoute({ method: 'GET', path: '/api/sort-options', query: siteLanguageQuerySchema, response: z.array(sortOptionConfigSchema) }),
};
