import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { urlInside } from '@showroom/contracts/upstream-path';
import type { ImageSource } from './imageSource';
import { isPrivateAddress } from './privateAddress';

/** Largest source image the host reads by default (bytes); the route's is IMAGE_SOURCE_MAX_MB. */
export const MAX_SOURCE_BYTES = 15 * 1024 * 1024;

export class ImageFetchError extends Error {
  constructor(
    message: string,
    /** The status the image route answers. */
    readonly status: 403 | 404 | 502 | 504,
  ) {
    super(message);
  }
}

export interface MediaStore {
  baseUrl: string;
  apiKey: string;
}

export interface FetchLimits {
  /** The whole fetch, body included. */
  timeoutMs: number;
  /** The download is cut past this many bytes. */
  maxBytes: number;
}

const refusedAddress = () => new ImageFetchError('the image host resolves to a private address', 403);

/**
 * A DNS lookup that refuses private, loopback, link-local and unique-local answers. It runs when the socket
 * connects, so the address checked is the address used: a host that answers a public address to one lookup and
 * 127.0.0.1 to the next (DNS rebinding) gains nothing.
 */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    if (addresses.length === 0 || addresses.some((a) => isPrivateAddress(a.address))) return callback(refusedAddress(), '', 0);
    if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
    const first = addresses[0]!;
    return callback(null, first.address, first.family);
  });
};

function hostnameOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '');
}

/**
 * The bytes of a source image: from the media store, or an allowed host (redirects are not followed). An allowed
 * host may not resolve to a private or loopback address unless it is the media store's own host; the fetch is
 * bounded in time (body included) and in bytes (the download is cut past the cap).
 */
export async function fetchImage(source: ImageSource, media: MediaStore, limits: number | Partial<FetchLimits> = {}): Promise<Buffer> {
  const { timeoutMs = 10_000, maxBytes = MAX_SOURCE_BYTES } = typeof limits === 'number' ? { timeoutMs: limits } : limits;
  const url = source.kind === 'media' ? urlInside(media.baseUrl, source.path) : source.url;
  if (!url) throw new ImageFetchError('no such image', 404);
  const trusted = source.kind === 'media' || hostnameOf(url) === hostnameOf(new URL(media.baseUrl));
  // An address in the URL is never looked up: checked here.
  if (!trusted && isIP(hostnameOf(url)) !== 0 && isPrivateAddress(hostnameOf(url))) throw refusedAddress();
  const signal = AbortSignal.timeout(timeoutMs);
  return new Promise<Buffer>((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(url, {
      signal,
      headers: source.kind === 'media' ? { 'x-api-key': media.apiKey } : {},
      ...(trusted ? {} : { lookup: publicOnlyLookup }),
    });
    const fail = (error: unknown) => {
      request.destroy();
      if (error instanceof ImageFetchError) return reject(error);
      if (signal.aborted) return reject(new ImageFetchError('the image source did not answer in time', 504));
      const cause = error instanceof Error ? (error.cause ?? error) : error;
      reject(cause instanceof ImageFetchError ? cause : new ImageFetchError('the image source is not reachable', 502));
    };
    request.on('error', fail);
    request.on('response', (response) => {
      response.on('error', fail);
      if (response.statusCode === 404) return fail(new ImageFetchError('no such image', 404));
      if (response.statusCode !== 200) return fail(new ImageFetchError(`the image source answered ${response.statusCode}`, 502));
      if (!/^image\//.test(response.headers['content-type'] ?? '')) return fail(new ImageFetchError('the source is not an image', 502));
      if (Number(response.headers['content-length'] ?? 0) > maxBytes) return fail(new ImageFetchError('the source image is too large', 502));
      const chunks: Buffer[] = [];
      let received = 0;
      response.on('data', (chunk: Buffer) => {
        received += chunk.length;
        // Cut as soon as the cap is passed: a source that lies about (or omits) its length is not read to the end.
        if (received > maxBytes) return fail(new ImageFetchError('the source image is too large', 502));
        chunks.push(chunk);
      });
      response.on('end', () => {
        if (received <= maxBytes && !signal.aborted) resolve(Buffer.concat(chunks));
      });
    });
    request.end();
  });
}
