import type { ServerResponse } from 'node:http';
import { pageCacheControl, SHARED_PAGE_CACHE } from './pageCacheControl';
import { gzipWith, plainWith, type NoncedDocument } from './noncedDocument';
import { acceptedCodings, createEncoder, type ResponseEncoding } from './responseEncoding';

export interface SendHtmlOptions {
  status: number;
  /** Editing mode: the page is kept by no cache. */
  editing: boolean;
  /** Headers set after the page's own (a cookie, the stale marker); a reply that was hijacked loses fastify's own. */
  extraHeaders?: Record<string, string>;
  /** The compression the browser accepts (pickEncoding), or none. */
  encoding: ResponseEncoding | null;
}

/** The page's status and headers: caching by pageCacheControl.ts, then the caller's own. */
function writeHead(res: ServerResponse, options: SendHtmlOptions): void {
  const cacheControl = pageCacheControl({ status: options.status, editing: options.editing, setsCookie: Boolean(options.extraHeaders?.['set-cookie']), url: res.req?.url ?? '/' });
  res.writeHead(options.status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': cacheControl,
    // A shared copy differs by the hide-alert cookie (the alert bar), so a cache must key on Cookie.
    vary: cacheControl === SHARED_PAGE_CACHE ? 'accept-encoding, cookie' : 'accept-encoding',
    ...(options.encoding ? { 'content-encoding': options.encoding } : {}),
    ...options.extraHeaders,
  });
}

/**
 * Sends a page rendered for this request in one piece with its caching headers (pageCacheControl.ts): a
 * compressed page costs one compression pass, where a flush after each of React's chunks had halved the pages a
 * second the host could serve (bench:ssr).
 */
export function sendHtml(res: ServerResponse, html: string | Buffer, options: SendHtmlOptions): void {
  writeHead(res, options);
  if (!options.encoding) {
    res.end(html);
    return;
  }
  const encoder = createEncoder(options.encoding);
  encoder.pipe(res);
  encoder.end(html);
}

/**
 * Sends a kept page with this response's nonce: gzip where the browser takes it (spliced, no compression per
 * response), else brotli made now, else plain.
 */
export function sendNoncedDocument(res: ServerResponse, document: NoncedDocument, nonce: string, options: Omit<SendHtmlOptions, 'encoding'> & { acceptEncoding: string | string[] | undefined }): void {
  const takes = acceptedCodings(options.acceptEncoding);
  if (takes('gzip')) {
    writeHead(res, { ...options, encoding: 'gzip' });
    res.end(gzipWith(document, nonce));
    return;
  }
  sendHtml(res, plainWith(document, nonce), { ...options, encoding: takes('br') ? 'br' : null });
}

/** The page a visitor gets when React could not render the shell (nothing of the page can be sent). */
export const SHELL_ERROR_HTML = '<!doctype html><title>Error</title><h1>Something went wrong</h1><p><a href="">Try again</a></p>';
