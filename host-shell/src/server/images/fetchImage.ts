import { urlInside } from '@showroom/contracts/upstream-path';
import type { ImageSource } from './imageSource';

/** Largest source image the host will read (bytes). */
export const MAX_SOURCE_BYTES = 15 * 1024 * 1024;

export class ImageFetchError extends Error {
  constructor(
    message: string,
    /** The status the image route answers. */
    readonly status: 404 | 502 | 504,
  ) {
    super(message);
  }
}

export interface MediaStore {
  baseUrl: string;
  apiKey: string;
}

/** The bytes of a source image: from the media store, or an allowed host (redirects are not followed). */
export async function fetchImage(source: ImageSource, media: MediaStore, timeoutMs = 10_000): Promise<Buffer> {
  const url = source.kind === 'media' ? urlInside(media.baseUrl, source.path) : source.url;
  if (!url) throw new ImageFetchError('no such image', 404);
  let response: Response;
  try {
    response = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'manual',
      headers: source.kind === 'media' ? { 'x-api-key': media.apiKey } : {},
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new ImageFetchError(timedOut ? 'the image source did not answer in time' : 'the image source is not reachable', timedOut ? 504 : 502);
  }
  if (response.status === 404) throw new ImageFetchError('no such image', 404);
  if (response.status !== 200) throw new ImageFetchError(`the image source answered ${response.status}`, 502);
  if (!/^image\//.test(response.headers.get('content-type') ?? '')) throw new ImageFetchError('the source is not an image', 502);
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_SOURCE_BYTES) throw new ImageFetchError('the source image is too large', 502);
  const bytes = Buffer.from(await response.arrayBuffer());
  if (bytes.length > MAX_SOURCE_BYTES) throw new ImageFetchError('the source image is too large', 502);
  return bytes;
}
