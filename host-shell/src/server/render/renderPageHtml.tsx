import { PassThrough } from 'node:stream';
import { CacheProvider } from '@emotion/react';
import type { ComponentType } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { ShellApp } from '../../shell/ShellApp';
import type { PageState } from '../../shell/pageState';
import { documentHead, documentTail } from './document';
import { hoistImagePreloads } from './imagePreloads';
import { createPageStyleCache, pageStyleTag } from './pageStyles';

const RENDER_TIMEOUT_MS = 10_000;

export interface PageHtmlOptions {
  /** The remotes' container scripts the body's loader preloads with main.js (hostEntryLoader.ts). */
  containers: string[];
  /** Origins the browser may load remote code from (configuration, not page state). */
  remoteOrigins: readonly string[];
  /** Written on every tag the page's own scripts and styles carry, and on the state scripts. */
  nonce: string;
  /** The host's browser entry, content-hashed (hostEntryScript.ts). */
  hostScript: string;
  /** A remote that throws while rendering (its boundary's fallback goes out; the browser renders that slot). */
  onError: (error: unknown) => void;
  /** The page's schema.org data, written into the head as JSON-LD. */
  structuredData?: Record<string, unknown>;
}

export interface PageHtml {
  html: string;
  /** How many errors React reported while rendering (a slot that fell back): such a page is not kept (pageCache.ts). */
  renderErrors: number;
}

/** Thrown when React could not render the shell at all, or the render outlived RENDER_TIMEOUT_MS. */
export class ShellRenderError extends Error {
  constructor(readonly reason: unknown) {
    super(reason instanceof Error ? reason.message : String(reason));
    this.name = 'ShellRenderError';
  }
}

/**
 * The whole document of a page: the head with the page's styles in one tag, React's HTML, and the state for
 * hydration. It waits for the whole render (onAllReady), not the shell: every slot's data is loaded before the
 * render starts, so the rest follows the shell within milliseconds, and only a finished render knows every
 * style the head must carry. One string, so a page can be compressed in one pass and kept (pageCache.ts).
 */
export function renderPageHtml(state: PageState, components: Record<string, ComponentType<Record<string, unknown>>>, options: PageHtmlOptions): Promise<PageHtml> {
  const styles = createPageStyleCache();
  let renderErrors = 0;
  return new Promise((resolve, reject) => {
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
            const root = hoistImagePreloads(Buffer.concat(chunks).toString('utf8'));
            const html =
              documentHead(state, {
                stateNonce: options.nonce,
                remoteOrigins: options.remoteOrigins,
                styles: pageStyleTag(styles, options.nonce),
                structuredData: options.structuredData,
                imagePreloads: root.preloads,
              }) +
              root.body +
              documentTail(state, options.nonce, options.hostScript, options.containers);
            resolve({ html, renderErrors });
          });
          pipe(body);
        },
        onShellError(error) {
          clearTimeout(timer);
          reject(new ShellRenderError(error));
        },
        onError(error) {
          renderErrors += 1;
          options.onError(error);
        },
      },
    );
    timer = setTimeout(() => abort(new Error(`render took over ${RENDER_TIMEOUT_MS} ms`)), RENDER_TIMEOUT_MS);
  });
}
