import axios, { type AxiosInstance, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { Upstream } from './config';
import { breakerFor, breakerSettingsFromEnv, isBreakerRefusal, type BreakerSettings } from './breaker';
import { isRetryableCall, retryDelayMs, shouldRetry } from './retry';

/** Thrown when an upstream cannot answer (network, timeout, 5xx, its breaker open); the BFF answers 502 for it. */
export class UpstreamError extends Error {
  constructor(
    readonly upstream: string,
    message: string,
    readonly status?: number,
  ) {
    super(`${upstream}: ${message}`);
    this.name = 'UpstreamError';
  }
}

/** Tunables, for tests; production takes the defaults and the environment (BREAKER_*, UPSTREAM_RETRY_DELAY_MS). */
export interface UpstreamClientOptions {
  /** The breaker's settings, used when this upstream's breaker is made (the first client of the name makes it). */
  breaker?: BreakerSettings;
  /** Base of the jittered pause before the one retry (the pause is 0.5x to 1.5x this). */
  retryDelayMs?: number;
  random?: () => number;
  now?: () => number;
}

/** A 5xx the caller's validateStatus accepted (comhub's sender reads every status): still a failure for the breaker. */
class ServerAnswer extends Error {
  constructor(readonly response: AxiosResponse) {
    super(`answered ${response.status}`);
  }
}

/** The caller gave up (its own signal, e.g. the visitor left): not the upstream's fault, so the breaker does not count it. */
class CallerGaveUp extends Error {
  constructor(readonly original: unknown) {
    super('the caller aborted the call');
  }
}

/** What counts against an upstream's breaker: no answer, a timeout, a 5xx. A 4xx is an answer (a missing car, a bad registration). */
function isUpstreamFailure(error: unknown): boolean {
  if (error instanceof CallerGaveUp) return false;
  if (error instanceof ServerAnswer) return true;
  if (axios.isAxiosError(error) && error.response) return error.response.status >= 500;
  return true;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    }, { once: true });
  });

/**
 * An axios client for one upstream: its base URL, its API key header and a total deadline per call (retries
 * included). Every attempt goes through the upstream's circuit breaker (one per upstream name in the process), so
 * an upstream that keeps failing is left alone for a while and its calls fail at once with an UpstreamError; an
 * idempotent call (GET, or a POST that only reads: retry.ts) is tried once more after a short jittered pause on
 * no answer or a 502/503/504, if the deadline leaves room. 4xx answers are returned, not thrown.
 */
export function upstreamClient(name: string, upstream: Upstream, timeoutMs = 8000, options: UpstreamClientOptions = {}): AxiosInstance {
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const baseDelay = options.retryDelayMs ?? retryDelayMs();
  const settings = options.breaker ?? breakerSettingsFromEnv();
  const client = axios.create({
    baseURL: upstream.baseUrl,
    timeout: timeoutMs,
    headers: { 'x-api-key': upstream.apiKey },
    validateStatus: (status) => status < 500,
  });
  const send = axios.getAdapter(client.defaults.adapter ?? ['http', 'fetch']);

  client.defaults.adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const startedAt = now();
    // axios's `timeout` is an idle timeout on the socket: an upstream that trickles a byte now and then would hold
    // the call (and the visitor) forever. This signal bounds the whole call, body and retry included.
    const deadline = AbortSignal.timeout(timeoutMs);
    const caller = config.signal as AbortSignal | undefined;
    const signal = caller ? AbortSignal.any([caller, deadline]) : deadline;
    const attemptConfig = { ...config, signal };
    const attempt = async (): Promise<AxiosResponse> => {
      try {
        const response = await send(attemptConfig);
        if (response.status >= 500) throw new ServerAnswer(response);
        return response;
      } catch (error) {
        throw caller?.aborted && !deadline.aborted ? new CallerGaveUp(error) : error;
      }
    };
    const retryable = isRetryableCall(name, config.method, config.url);
    for (let tries = 1; ; tries += 1) {
      try {
        return (await breakerFor(name, isUpstreamFailure, settings).fire(attempt)) as AxiosResponse;
      } catch (error) {
        if (isBreakerRefusal(error)) throw new UpstreamError(name, `circuit open, not called: ${(error as Error).message}`);
        const left = startedAt + timeoutMs - now();
        const wait = baseDelay * (0.5 + random());
        if (retryable && tries === 1 && !signal.aborted && shouldRetry(error instanceof ServerAnswer ? error.response.status : errorStatus(error), errorCode(error), left, wait, timeoutMs)) {
          await sleep(wait, signal);
          if (!signal.aborted) continue;
        }
        if (error instanceof ServerAnswer) return error.response;
        throw error instanceof CallerGaveUp ? error.original : error;
      }
    }
  };

  client.interceptors.response.use(undefined, (error: unknown) => {
    if (error instanceof UpstreamError) return Promise.reject(error);
    const status = axios.isAxiosError(error) ? error.response?.status : undefined;
    const message = axios.isAxiosError(error) ? error.message : String(error);
    return Promise.reject(new UpstreamError(name, message, status));
  });
  return client;
}

function errorStatus(error: unknown): number | undefined {
  return axios.isAxiosError(error) ? error.response?.status : undefined;
}

function errorCode(error: unknown): string | undefined {
  return axios.isAxiosError(error) && !error.response ? (error.code ?? 'ERR_NETWORK') : undefined;
}
