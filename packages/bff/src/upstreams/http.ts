import axios, { type AxiosInstance } from 'axios';
import type { Upstream } from './config';

/** Thrown when an upstream cannot answer (network, timeout, 5xx); the BFF answers 502 for it. */
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

/** An axios client for one upstream: its base URL, its API key header and a total deadline per call. 4xx answers are returned, not thrown. */
export function upstreamClient(name: string, upstream: Upstream, timeoutMs = 8000): AxiosInstance {
  const client = axios.create({
    baseURL: upstream.baseUrl,
    timeout: timeoutMs,
    headers: { 'x-api-key': upstream.apiKey },
    validateStatus: (status) => status < 500,
  });
  // axios's `timeout` is an idle timeout on the socket: an upstream that trickles a byte now and then
  // would hold the call (and the visitor) forever. The signal bounds the whole call, body included.
  client.interceptors.request.use((config) => {
    const deadline = AbortSignal.timeout(timeoutMs);
    config.signal = config.signal ? AbortSignal.any([config.signal as AbortSignal, deadline]) : deadline;
    return config;
  });
  client.interceptors.response.use(undefined, (error: unknown) => {
    const status = axios.isAxiosError(error) ? error.response?.status : undefined;
    const message = axios.isAxiosError(error) ? error.message : String(error);
    return Promise.reject(new UpstreamError(name, message, status));
  });
  return client;
}
