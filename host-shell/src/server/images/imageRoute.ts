import type { FastifyInstance } from 'fastify';
import { DiskCache } from './diskCache';
import { fetchImage, ImageFetchError, type MediaStore } from './fetchImage';
import { imageSettingsFromEnv, type ImageSettings } from './imageSettings';
import { parseImageRequest } from './imageSource';
import { resizeToWebp } from './resizeImage';

/**
 * GET /_image?url=&w=: responsive images (spec 1 §9) resized on the host from the media store or an
 * allowed image host; anything else is a 400, so the route is no open proxy. An allowed host resolving to a
 * private address is 403; a source past the time or size limit is 504/502 (issue 20). Resized images are kept
 * on disk, bounded by size (least recently used out first).
 */
export function registerImageRoute(app: FastifyInstance, media: MediaStore, allowedHosts: readonly string[], settings: ImageSettings = imageSettingsFromEnv()): void {
  // A folder the host cannot write leaves the route working, uncached.
  const opened = DiskCache.open(settings.cacheDir, settings.cacheMaxBytes).catch((error: unknown) => {
    app.log.warn(`image cache off: ${String(error)}`);
    return undefined;
  });
  app.get('/_image', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const parsed = parseImageRequest(query.url, query.w, allowedHosts);
    if (!parsed.ok) return reply.code(400).send({ error: parsed.error });
    const key = `${parsed.width}:${String(query.url)}`;
    const cache = await opened;
    let bytes = await cache?.get(key);
    if (!bytes) {
      try {
        bytes = await resizeToWebp(await fetchImage(parsed.source, media, { timeoutMs: settings.fetchTimeoutMs, maxBytes: settings.maxSourceBytes }), parsed.width);
      } catch (error) {
        if (error instanceof ImageFetchError) return reply.code(error.status).send({ error: error.message });
        return reply.code(502).send({ error: 'the source could not be read as an image' });
      }
      await cache?.set(key, bytes).catch((error: unknown) => request.log.warn(`image cache write failed: ${String(error)}`));
    }
    return reply.header('content-type', 'image/webp').header('cache-control', 'public, max-age=86400').send(bytes);
  });
}
