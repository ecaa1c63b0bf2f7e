import { vehicleMediaCheck } from '@showroom/contracts';
import { checkedBffRoute } from './checkedRoute';

/**
 * Vehicle media as the car detail page asks for it on load, checked by hand (issue 14: the page loads no zod until
 * its contact form); vehicleMedia.ts describes the same route with zod for the BFF.
 */
export const vehicleMediaCheckedRoutes = {
  media: checkedBffRoute({ method: 'GET', path: '/api/autos-on-show/:regNo', response: vehicleMediaCheck }),
};
