import { z } from '@showroom/contracts';
import { vehicleMediaRegNoSchema, vehicleMediaSchema } from '@showroom/contracts/vehicle-media';
import { bffRoute } from './bffRoute';
import { vehicleMediaCheckedRoutes } from './vehicleMediaChecked';

/** Vehicle media (spec 2 "Autos-on-show data"). */
export const vehicleMediaRoutes = {
  /** 360 frames, interior and clip of a car by registration (the spec's /api/{name}/{regNo}, name = the media service). */
  media: bffRoute({ method: vehicleMediaCheckedRoutes.media.method, path: vehicleMediaCheckedRoutes.media.path, params: z.object({ regNo: vehicleMediaRegNoSchema }), response: vehicleMediaSchema }),
};
