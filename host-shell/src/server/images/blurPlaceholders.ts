import { BoundedCache } from '../cache/boundedCache';
import { fetchImage, type MediaStore } from './fetchImage';
import { parseImageRequest } from './imageSource';
import { blurDataUrl } from './resizeImage';

/** The blur placeholder must not hold the page: past this the hero renders without one. */
const BLUR_TIMEOUT_MS = 1500;

/** Computes (and remembers) the blur placeholder of an image source; null when it cannot. */
export function createBlurPlaceholders(media: MediaStore, allowedHosts: readonly string[]) {
  const cache = new BoundedCache<string, string>(500);
  return async (src: string): Promise<string | null> => {
    const cached = cache.get(src);
    if (cached) return cached;
    const parsed = parseImageRequest(src, '320', allowedHosts);
    if (!parsed.ok) return null;
    try {
      const url = await blurDataUrl(await fetchImage(parsed.source, media, BLUR_TIMEOUT_MS));
      cache.set(src, url);
      return url;
    } catch {
      return null;
    }
  };
}
export type BlurPlaceholders = ReturnType<typeof createBlurPlaceholders>;
