import type { Car } from '@showroom/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as z from 'zod/mini';
import { COLORS } from '../data/vocabulary';
import { mediaFlagsOf } from '../vehiclemedia/media';
import { blurDataUrlOf } from './blur';
import { carClipWebp } from './clip';
import { carClipWebm, ffmpegPath } from './videoClip';
import { MEDIA_KINDS, type MediaKind } from './paths';
import { mediaCacheDir, RasterCache, svgToWebp } from './rasterCache';
import { carSvg, logoSvg, MEDIA_WIDTHS, pictureSvg } from './svg';
import { car360Svg, EXTERIOR_FRAMES, interior360Svg, INTERIOR_FRAMES } from './svg360';

const paramsSchema = z.object({ kind: z.enum(MEDIA_KINDS), id: z.string().check(z.minLength(1)).check(z.maxLength(100)), n: z.coerce.number().check(z.int()).check(z.gte(1)).check(z.lte(50)) });
const querySchema = z.object({ w: z._default(z.pipe(z.coerce.number(), z.union(MEDIA_WIDTHS.map((w) => z.literal(w)))), 1280) });
const WIDTH_ERROR = `w must be one of ${MEDIA_WIDTHS.join(', ')}`;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The clip is drawn at one width: big enough for the gallery, small enough to stay a few hundred kB. */
const CLIP_WIDTH = 640;

const hexOf = (colorName: string | null | undefined) =>
  COLORS.find((c) => Object.values(c.words).includes(colorName ?? ''))?.hex ?? '#7d8288';

export interface MediaOptions {
  /** Where rasters are cached (default: mediaCacheDir(undefined), a temp dir). */
  cacheDir?: string;
}

/**
 * GET /media/:kind/:id/:n.svg|.webp?w=320|640|1280|1920 (generated, immutable; WebP rasterised on first
 * request and cached on disk), GET /media/:kind/:id/:n.blur (a tiny WebP data URL), and for cars with
 * autos_on_show GET /media/cars/:id/360/:frame.webp, /interior/:frame.webp and /video/1.webp.
 */
export function registerMedia(app: FastifyInstance, carsById: ReadonlyMap<string, Car>, isEmpty: () => boolean, options: MediaOptions = {}): void {
  const cache = new RasterCache(options.cacheDir ?? mediaCacheDir(undefined));

  // The SVG of an image, or a reply already sent (404) when there is none.
  const svgOf = (reply: FastifyReply, kind: MediaKind, id: string, n: number, width: number): string | FastifyReply => {
    if (kind === 'cars') {
      const car = carsById.get(id);
      if (!car) return reply.code(404).send({ error: `Unknown car ${id}` });
      return carSvg(width, hexOf(car.car_color), `${car.car_brand} ${car.car_model}`, car.car_version ?? '', n);
    }
    if (kind === 'logo') return logoSvg(width, decodeURIComponent(id));
    return pictureSvg(width, kind, id, n);
  };
  const sendWebp = (reply: FastifyReply, bytes: Buffer) => reply.header('content-type', 'image/webp').header('cache-control', IMMUTABLE).send(bytes);
  const emptySvg = (width: number) => `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="1"/>`;

  app.get<{ Params: { kind: string; id: string; file: string } }>('/media/:kind/:id/:file', async (request, reply) => {
    const file = /^(\d+)\.(svg|webp|blur)$/.exec(request.params.file);
    const params = paramsSchema.safeParse({ ...request.params, n: file?.[1] });
    const query = querySchema.safeParse(request.query);
    if (!file || !params.success) return reply.code(404).send({ error: 'No such image' });
    if (!query.success) return reply.code(400).send({ error: WIDTH_ERROR });
    const { kind, id, n } = params.data;
    const width = query.data.w;
    const format = file[2];
    if (isEmpty()) {
      // The empty fault: a blank image, never cached.
      if (format === 'svg') return reply.header('content-type', 'image/svg+xml; charset=utf-8').send(emptySvg(width));
      const blank = await svgToWebp(emptySvg(width));
      return format === 'blur' ? { blurDataURL: await blurDataUrlOf(blank) } : reply.header('content-type', 'image/webp').send(blank);
    }
    const svg = svgOf(reply, kind, id, n, width);
    if (typeof svg !== 'string') return svg;
    if (format === 'svg') return reply.header('content-type', 'image/svg+xml; charset=utf-8').header('cache-control', IMMUTABLE).send(svg);
    if (format === 'webp') return sendWebp(reply, await cache.get([kind, id, `${n}-${width}.webp`], () => svgToWebp(svg)));
    // The placeholder is made from the smallest raster, which the page will likely ask for anyway.
    const small = svgOf(reply, kind, id, n, MEDIA_WIDTHS[0]);
    if (typeof small !== 'string') return small;
    const raster = await cache.get([kind, id, `${n}-${MEDIA_WIDTHS[0]}.webp`], () => svgToWebp(small));
    return reply.header('cache-control', IMMUTABLE).send({ blurDataURL: await blurDataUrlOf(raster) });
  });

  const frameSchema = (max: number) => z.object({ id: z.string().check(z.regex(/^\d{1,12}$/)), frame: z.coerce.number().check(z.int()).check(z.gte(1)).check(z.lte(max)) });
  const views = [
    ['360', EXTERIOR_FRAMES, 'has360', (car: Car, width: number, frame: number) => car360Svg(width, hexOf(car.car_color), `${car.car_brand} ${car.car_model}`, frame)],
    ['interior', INTERIOR_FRAMES, 'hasInternal360', (car: Car, width: number, frame: number) => interior360Svg(width, hexOf(car.car_color), frame)],
  ] as const;
  for (const [view, frames, flag, draw] of views) {
    app.get<{ Params: { kind: string; id: string; file: string } }>(`/media/:kind/:id/${view}/:file`, async (request, reply) => {
      const file = /^(\d+)\.webp$/.exec(request.params.file);
      const params = frameSchema(frames).safeParse({ id: request.params.id, frame: file?.[1] });
      const query = querySchema.safeParse(request.query);
      const car = params.success ? carsById.get(params.data.id) : undefined;
      if (request.params.kind !== 'cars' || !params.success || !car || !mediaFlagsOf(car)[flag] || isEmpty()) return reply.code(404).send({ error: 'No such frame' });
      if (!query.success) return reply.code(400).send({ error: WIDTH_ERROR });
      const { frame } = params.data;
      const width = query.data.w;
      return sendWebp(reply, await cache.get(['cars', car.car_id, view, `${frame}-${width}.webp`], () => svgToWebp(draw(car, width, frame))));
    });
  }

  const ffmpeg = ffmpegPath();
  app.get<{ Params: { kind: string; id: string; file: string } }>('/media/:kind/:id/video/:file', async (request, reply) => {
    const { file } = request.params;
    const known = file === '1.webp' || (file === '1.webm' && ffmpeg !== null);
    const car = request.params.kind === 'cars' && known ? carsById.get(request.params.id) : undefined;
    if (!car || !mediaFlagsOf(car).hasVideo || isEmpty()) return reply.code(404).send({ error: 'No such video' });
    const title = `${car.car_brand} ${car.car_model}`;
    if (file === '1.webm') {
      const video = await cache.get(['cars', car.car_id, 'video', `1-${CLIP_WIDTH}.webm`], () => carClipWebm(ffmpeg!, CLIP_WIDTH, hexOf(car.car_color), title));
      return reply.type('video/webm').header('cache-control', 'public, max-age=31536000, immutable').send(video);
    }
    const clip = await cache.get(['cars', car.car_id, 'video', `1-${CLIP_WIDTH}.webp`], () => carClipWebp(CLIP_WIDTH, hexOf(car.car_color), title));
    return sendWebp(reply, clip);
  });
}
