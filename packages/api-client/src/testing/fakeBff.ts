import { bffHttp, wireHeaders, type BffTransport } from '../bff/bffHttp';

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
function abortOf(signal: AbortSignal | undefined): Promise<never> {
  const aborted = () => new DOMException('This operation was aborted', 'AbortError');
  return new Promise((_resolve, reject) => {
    if (signal?.aborted) reject(aborted());
    signal?.addEventListener('abort', () => reject(aborted()));
  });
}

// As the BFF sees them: the headers the transport sends, names in lower case.
const headersOf = (headers: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

type FakeBffMock = jest.Mock<ReturnType<FakeBffHandler>, [SentBffRequest]>;

// The handler of the latest fakeBff(); the transport is replaced once per test and reads it per call.
let current: FakeBffMock | undefined;

const fakeTransport: BffTransport = async (sent) => {
  if (!current) throw new Error('fakeBff: no handler');
  // Through JSON and back, as on the network: a test sees what the BFF would receive.
  const body: unknown = sent.body === undefined ? undefined : JSON.parse(JSON.stringify(sent.body));
  const request: SentBffRequest = { method: sent.method.toUpperCase(), url: sent.url, body, headers: headersOf(wireHeaders(sent)) };
  const { status, body: answered } = await Promise.race([Promise.resolve(current(request)), abortOf(sent.signal)]);
  return { status, data: answered === undefined ? '' : (JSON.parse(JSON.stringify(answered)) as unknown) };
};

/**
 * Answers the client's BFF calls with `handler` instead of the network for the rest of the test, or
 * until the next fakeBff() (jest.restoreAllMocks puts the network back). Tests only. Returns the
 * handler as a mock, so a test can check what was sent, or make a call get no answer
 * (mockRejectedValueOnce, like a network error).
 */
export function fakeBff(handler: FakeBffHandler = () => ({ status: 404, body: { error: 'no fake answer' } })): FakeBffMock {
  current = jest.fn(handler);
  if (!jest.isMockFunction(bffHttp.transport)) jest.spyOn(bffHttp, 'transport').mockImplementation(fakeTransport);
  return current;
}
