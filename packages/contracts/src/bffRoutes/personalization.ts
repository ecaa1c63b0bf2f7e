import { PAGE_VIEW_PATH, pageViewEventSchema } from '@showroom/contracts';
import { bffRoute, noContentSchema } from './bffRoute';

/** Personalization events (spec 1 §7). */
export const personalizationRoutes = {
  /** A page view, answered 204. */
  pageView: bffRoute({ method: 'POST', path: PAGE_VIEW_PATH, body: pageViewEventSchema, response: noContentSchema }),
};
