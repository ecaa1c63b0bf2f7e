/** One call as the client sends it to the BFF. */
export interface BffWireRequest {
  method: string;
  /** apiBase, path and query string. */
  url: string;
  /** Sent as JSON; undefined sends no body. */
  body?: unknown;
  headers: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs: number;
}

/** What came back: the status and the body, parsed as JSON when it is JSON, else its text ('' for none). */
export interface BffWireResponse {
  status: number;
  data: unknown;
}

/** Sends one call; rejects only when there is no answer (network, timeout, abort). */
export type BffTransport = (request: BffWireRequest) => Promise<BffWireResponse>;

/** A call that got no answer in time: named, so a view can tell it from an abort. */
export class BffTimeoutError extends Error {
  override name = 'TimeoutError';
}

/** The headers a call goes out with: a JSON body says so. */
export function wireHeaders({ headers, body }: Pick<BffWireRequest, 'headers' | 'body'>): Record<string, string> {
  return body === undefined ? headers : { 'content-type': 'application/json', ...headers };
}

function parseBody(text: string): unknown {
  if (text === '') return '';
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The browser's own fetch, not an HTTP library: a BFF call needs a method, JSON both ways, a timeout and an
 * abort, which fetch has, and axios cost every remote 13 kB gzip (issue 14). fetch also leaves at once
 * from a click, where Chromium starts an XHR only once the main thread is free.
 */
export const fetchTransport: BffTransport = async ({ method, url, body, headers, signal, timeoutMs }) => {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(new BffTimeoutError(`no answer within ${timeoutMs} ms (timeout)`)), timeoutMs);
  const abortFromCaller = () => timeout.abort(signal?.reason);
  if (signal?.aborted) abortFromCaller();
  signal?.addEventListener('abort', abortFromCaller, { once: true });
  try {
    const response = await fetch(url, {
      method,
      headers: wireHeaders({ headers, body }),
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: timeout.signal,
    });
    return { status: response.status, data: parseBody(await response.text()) };
  } catch (error) {
    // fetch rejects with the abort's reason: the timeout's own error, or the caller's.
    throw timeout.signal.aborted ? (timeout.signal.reason ?? error) : error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abortFromCaller);
  }
};

/** The one way every BFF call leaves (tests answer in its place: ../testing). */
export const bffHttp: { transport: BffTransport } = { transport: fetchTransport };
