import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { ServerResponse } from 'node:http';
import type { ComponentType } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { ShellApp } from '../../shell/ShellApp';
import type { PageState } from '../../shell/pageState';
import { documentHead, documentTail } from './document';
import { createEncoder, type ResponseEncoding } from './responseEncoding';

const RENDER_TIMEOUT_MS = 10_000;

export interface StreamOptions {
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
 * Streams the page: the head goes out when the shell is ready, React's HTML (with emotion's style
 * tags inline) follows, and the state for hydration closes the document.
 */
export function streamPage(
  res: ServerResponse,
  state: PageState,
  components: Record<string, ComponentType<Record<string, unknown>>>,
  options: StreamOptions,
): Promise<void> {
  const stateNonce = randomBytes(16).toString('base64url');
  return new Promise((resolve) => {
    let timer: NodeJS.Timeout | undefined = undefined;
    const { pipe, abort } = renderToPipeableStream(<ShellApp state={state} components={components} />, {
      onShellReady() {
        const encoding = options.encoding ?? null;
        res.writeHead(options.status, {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-store',
          vary: 'accept-encoding',
          ...(encoding ? { 'content-encoding': encoding } : {}),
          ...options.extraHeaders,
        });
        // Compressed, each part is flushed as it comes, so the head (and its preloads) still leave first.
        const encoder = encoding ? createEncoder(encoding) : null;
        encoder?.pipe(res);
        const write = (chunk: string | Buffer) => {
          if (!encoder) return res.write(chunk);
          encoder.write(chunk);
          encoder.flush();
          return true;
        };
        write(documentHead(state, options.preload, stateNonce, options.remoteOrigins));
        const body = new PassThrough();
        body.on('data', (chunk: Buffer) => write(chunk));
        body.on('end', () => {
          // The timer must go when the stream ends, or every render stays in memory until it fires (PITFALLS.md).
          clearTimeout(timer);
          if (encoder) encoder.end(documentTail(state, stateNonce));
          else res.end(documentTail(state, stateNonce));
          resolve();
        });
        pipe(body);
      },
      onShellError(error) {
        clearTimeout(timer);
        options.onError(error);
        res.writeHead(500, { 'content-type': 'text/html; charset=utf-8' });
        res.end('<!doctype html><title>Error</title><h1>Something went wrong</h1><p><a href="">Try again</a></p>');
        resolve();
      },
      onError(error) {
        // A remote that throws while rendering on the server: React sends its boundary's fallback and
        // the browser renders that slot instead.
        options.onError(error);
      },
    });
    timer = setTimeout(() => abort(), RENDER_TIMEOUT_MS);
  });
}
