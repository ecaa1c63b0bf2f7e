import { CanceledError, type AxiosAdapter, type GenericAbortSignal } from 'axios';
import { bffHttp } from '../bff/bffHttp';

/** A request as the BFF would receive it. */
export interface SentBffRequest {
  method: string;
  /** apiBase, path and query string, as sent. */
  url: string;
  /** The JSON body, parsed; undefined without one. */
  body: unknown;
  headers: Record<string, string>;
}

/** What the stand-in answers: a status and a JSON body (none for a 204). */
export interface FakeBffAnswer {
  status: number;
  body?: unknown;
}

/** Answers one request; throwing or rejecting is a call that got no answer. */
export type FakeBffHandler = (request: SentBffRequest) => FakeBffAnswer | Promise<FakeBffAnswer>;

// A call aborted while its answer is pending rejects at once, as on the network.
function abortOf(signal: GenericAbortSignal | undefined): Promise<never> {
  return new Promise((_resolve, reject) => {
    if (signal?.aborted) reject(new CanceledError());
    signal?.addEventListener?.('abort', () => reject(new CanceledError()));
  });
}

const headersOf = (headers: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== undefined && value !== null).map(([name, value]) => [name.toLowerCase(), String(value)]));

type FakeBffMock = jest.Mock<ReturnType<FakeBffHandler>, [SentBffRequest]>;

// The handler of the latest fakeBff(); the adapter is installed once per test and reads it per call.
let current: FakeBffMock | undefined;

const fakeAdapter: AxiosAdapter = async (config) => {
  if (!current) throw new Error('fakeBff: no handler');
  const body: unknown = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
  const request: SentBffRequest = { method: (config.method ?? 'get').toUpperCase(), url: config.url ?? '', body, headers: headersOf(config.headers.toJSON()) };
  const { status, body: answered } = await Promise.race([Promise.resolve(current(request)), abortOf(config.signal)]);
  // As text, like the network: axios parses it the way it parses a real answer.
  return { status, statusText: '', headers: {}, config, data: answered === undefined ? '' : JSON.stringify(answered) };
};

/**
 * Answers the client's BFF calls with `handler` instead of the network for the rest of the test, or
 * until the next fakeBff() (jest.restoreAllMocks puts the network back). Tests only. Returns the
 * handler as a mock, so a test can check what was sent, or make a call get no answer
 * (mockRejectedValueOnce, like a network error).
 */
export function fakeBff(handler: FakeBffHandler = () => ({ status: 404, body: { error: 'no fake answer' } })): FakeBffMock {
  current = jest.fn(handler);
  if (bffHttp.defaults.adapter !== fakeAdapter) jest.replaceProperty(bffHttp.defaults, 'adapter', fakeAdapter);
  return current;
}
