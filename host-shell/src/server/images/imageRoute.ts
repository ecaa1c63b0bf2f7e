import type { FastifyInstance } from 'fastify';
import { BoundedCache } from '../cache/boundedCache';
import { fetchImage, ImageFetchError, type MediaStore } from './fetchImage';
import { parseImageRequest } from './imageSource';
import { resizeToWebp } from './resizeImage';

/** How many resized images stay in memory (at most ~200 kB each at 1920 px). */
const CACHE_ENTRIES = 300;

/**
 * GET /_image?url=&w=: responsive images (spec 1 §9) resized on the host from the media store or an
 * allowed image host; anything else is a 400, so the route is no open proxy.
 */
export function registerImageRoute(app: FastifyInstance, media: MediaStore, allowedHosts: readonly string[]): void {
  const cache = new BoundedCache<string, Buffer>(CACHE_ENTRIES);
  app.get('/_image', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const parsed = parseImageRequest(query.url, query.w, allowedHosts);
    if (!parsed.ok) return reply.code(400).send({ error: parsed.error });
    const key = `${parsed.width}:${String(query.url)}`;
    let bytes = cache.get(key);
    if (!bytes) {
      try {
        bytes = await resizeToWebp(await fetchImage(parsed.source, media), parsed.width);
      } catch (error) {
        if (error instanceof ImageFetchError) return reply.code(error.status).send({ error: error.message });
        return reply.code(502).send({ error: 'the source could not be read as an image' });
      }
      cache.set(key, bytes);
    }
    return reply.header('content-type', 'image/webp').header('cache-control', 'public, max-age=86400').send(bytes);
  });
}
