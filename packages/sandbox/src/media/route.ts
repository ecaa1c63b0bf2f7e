import type { Car } from '@showroom/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { COLORS } from '../data/vocabulary';
import { MEDIA_KINDS } from './paths';
import { carSvg, logoSvg, MEDIA_WIDTHS, pictureSvg } from './svg';

const paramsSchema = z.object({ kind: z.enum(MEDIA_KINDS), id: z.string().min(1).max(100), n: z.coerce.number().int().min(1).max(50) });
const querySchema = z.object({ w: z.coerce.number().pipe(z.union(MEDIA_WIDTHS.map((w) => z.literal(w)))).default(1280) });

const hexOf = (colorName: string | null | undefined) =>
  COLORS.find((c) => Object.values(c.words).includes(colorName ?? ''))?.hex ?? '#7d8288';

/** GET /media/:kind/:id/:n.svg?w=320|640|1280|1920: generated, deterministic, immutable. */
export function registerMedia(app: FastifyInstance, carsById: ReadonlyMap<string, Car>, isEmpty: () => boolean): void {
  app.get<{ Params: { kind: string; id: string; file: string } }>('/media/:kind/:id/:file', async (request, reply) => {
    const file = /^(\d+)\.svg$/.exec(request.params.file);
    const params = paramsSchema.safeParse({ ...request.params, n: file?.[1] });
    const query = querySchema.safeParse(request.query);
    if (!file || !params.success) return reply.code(404).send({ error: 'No such image' });
    if (!query.success) return reply.code(400).send({ error: `w must be one of ${MEDIA_WIDTHS.join(', ')}` });
    const { kind, id, n } = params.data;
    const width = query.data.w;
    let svg: string;
    if (isEmpty()) svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="1"/>`;
    else if (kind === 'cars') {
      const car = carsById.get(id);
      if (!car) return reply.code(404).send({ error: `Unknown car ${id}` });
      svg = carSvg(width, hexOf(car.car_color), `${car.car_brand} ${car.car_model}`, car.car_version ?? '', n);
    } else if (kind === 'logo') svg = logoSvg(width, decodeURIComponent(id));
    else svg = pictureSvg(width, kind, id, n);
    return reply.header('content-type', 'image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=31536000, immutable').send(svg);
  });
}
