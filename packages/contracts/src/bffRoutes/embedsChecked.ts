import { embedDataCheck } from '@showroom/contracts';
import { checkedBffRoute } from './checkedRoute';

/**
 * An embed's data as a partner page asks for it, checked by hand (issue 14: the embed needs no zod to read its first
 * answer); embeds.ts describes the same route with zod for the BFF.
 */
export const embedCheckedRoutes = {
  data: checkedBffRoute({ method: 'GET', path: '/api/embed-data', response: embedDataCheck }),
};
