import { PassThrough } from 'node:stream';
import type { ServerResponse } from 'node:http';
import { CacheProvider } from '@emotion/react';
import type { ComponentType } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { ShellApp } from '../../shell/ShellApp';
import type { PageState } from '../../shell/pageState';
import { documentHead, documentTail } from './document';
import { cspNonceOf, newNonce } from '../security/securityHeaders';
import { pageCacheControl, SHARED_PAGE_CACHE } from './pageCacheControl';
import { createPageStyleCache, pageStyleTag } from './pageStyles';
import { createEncoder, type ResponseEncoding } from './responseEncoding';

const RENDER_TIMEOUT_MS = 10_000;

export interface SendPageOptions {
  status: number;
  preload: string[];
  /** Origins the browser may load remote code from (configuration, not page state). */
  remoteOrigins: readonly string[];
  /** Headers set before the stream (a reply that was hijacked loses fastify's own). */
  extraHeaders?: Record<string, string>;
  /** The compression the browser accepts (pickEncoding), or none. */
  encoding?: ResponseEncoding | null;
  onError: (error: unknown) => void;
}

/**
 * Renders the page and sends it: the head with the page's styles in one tag, React's HTML, and the state for
 * hydration. It waits for the whole render (onAllReady), not the shell: every slot's data is loaded before the
 * render starts, so the rest follows the shell within milliseconds, and only a finished render knows every
 * style the head must carry. Sent in one piece, a compressed page costs one compression pass, where a flush
 * after each of React's chunks had halved the pages a second the host could serve (bench:ssr).
 */
export function sendPage(
  res: ServerResponse,
  state: PageState,
  components: Record<string, ComponentType<Record<string, unknown>>>,
  options: SendPageOptions,
): Promise<void> {
  // The response's CSP nonce (security/securityHeaders.ts), so the policy lets the page's own tags through; a
  // response the security hook never saw (a unit test's bare server) gets a nonce of its own.
  const stateNonce = cspNonceOf(res) ?? newNonce();
  const styles = createPageStyleCache();
  return new Promise((resolve) => {
    let timer: NodeJS.Timeout | undefined = undefined;
    const { pipe, abort } = renderToPipeableStream(
      <CacheProvider value={styles}>
        <ShellApp state={state} components={components} />
      </CacheProvider>,
      {
        // Every boundary inline, in place: by default React outlines a finished boundary over 12.8 kB (a hidden
        // div moved in place by a script at the end of the page), and a browser that paints before that script
        // runs shows the page without its remote slots, then shifts the footer down (CLS 0.36 on the car list).
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady() {
          const chunks: Buffer[] = [];
          const body = new PassThrough();
          body.on('data', (chunk: Buffer) => chunks.push(chunk));
          body.on('end', () => {
            // The timer must go when the render ends, or every render stays in memory until it fires (PITFALLS.md).
            clearTimeout(timer);
            const encoding = options.encoding ?? null;
            const cacheControl = pageCacheControl({ status: options.status, editing: state.editing, setsCookie: Boolean(options.extraHeaders?.['set-cookie']), url: res.req?.url ?? '/' });
            res.writeHead(options.status, {
              'content-type': 'text/html; charset=utf-8',
              'cache-control': cacheControl,
              // A shared copy differs by the hide-alert cookie (the alert bar), so a cache must key on Cookie.
              vary: cacheControl === SHARED_PAGE_CACHE ? 'accept-encoding, cookie' : 'accept-encoding',
              ...(encoding ? { 'content-encoding': encoding } : {}),
              ...options.extraHeaders,
            });
            const page = [
              Buffer.from(documentHead(state, options.preload, stateNonce, options.remoteOrigins, pageStyleTag(styles, stateNonce))),
              ...chunks,
              Buffer.from(documentTail(state, stateNonce)),
            ];
            if (encoding) {
              const encoder = createEncoder(encoding);
              encoder.pipe(res);
              encoder.end(Buffer.concat(page));
            } else {
              res.end(Buffer.concat(page));
            }
            resolve();
          });
          pipe(body);
        },
        onShellError(error) {
          clearTimeout(timer);
          options.onError(error);
          res.writeHead(500, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
          res.end('<!doctype html><title>Error</title><h1>Something went wrong</h1><p><a href="">Try again</a></p>');
          resolve();
        },
        onError(error) {
          // A remote that throws while rendering on the server: React sends its boundary's fallback and
          // the browser renders that slot instead.
          options.onError(error);
        },
      },
    );
    timer = setTimeout(() => abort(), RENDER_TIMEOUT_MS);
  });
}
