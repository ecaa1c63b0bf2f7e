import type { AxiosInstance } from 'axios';
import type { FastifyInstance } from 'fastify';
import { vehicleMediaRegNoSchema, vehicleMediaSchema } from '@showroom/contracts';
import { z } from 'zod';
import { parseOr400 } from '../badRequest';
import { checkedPassThrough } from '../checkedPassThrough';

const paramsSchema = z.object({ regNo: vehicleMediaRegNoSchema });

/** GET /api/autos-on-show/:regNo (the spec's /api/{name}/{regNo}, name = the media service): 360 frames, interior, clip. */
export function registerVehicleMediaRoutes(app: FastifyInstance, vehiclemedia: AxiosInstance): void {
  app.get('/autos-on-show/:regNo', async (request, reply) => {
    const params = parseOr400(reply, paramsSchema, request.params);
    if (!params) return reply;
    return checkedPassThrough(reply, 'vehiclemedia', vehicleMediaSchema, () => vehiclemedia.get(`/${encodeURIComponent(params.regNo)}`));
  });
}
