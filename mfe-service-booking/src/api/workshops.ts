import { askBff } from '@showroom/api-client';
import { mechmateRoutes } from '@showroom/contracts/bff-routes';
import type { ClosestAvailableMessage, PricesResponse, TimeslotDay } from '@showroom/contracts/mechmate';
import { createSseParser, parseClosestMessage } from '../workshop/sseParser';

// Spec 3 §7.1: the workshop step's calls. Every failure becomes an outcome with a reason for the log and the
// analytics event; the reason is never shown.

export interface ClosestQuery {
  regNo: string;
  serviceOfferings: string[];
  latitude: number;
  longitude: number;
  /** The departmentId of the last site shown ("Hämta fler"). */
  cursor?: string;
}

export interface StreamHandlers {
  onMessage(message: ClosestAvailableMessage): void;
  /** The server closed the stream. */
  onEnd(): void;
  /** No stream, or it broke off, or a message outside the contract. */
  onFailure(reason: string): void;
}

/** The stream's URL: the BFF route with its query (offering codes comma-separated, as the route reads them). */
export function closestAvailableUrl(apiBase: string, query: ClosestQuery): string {
  const search = new URLSearchParams({ regNo: query.regNo, latitude: String(query.latitude), longitude: String(query.longitude) });
  if (query.serviceOfferings.length > 0) search.set('serviceOfferings', query.serviceOfferings.join(','));
  if (query.cursor) search.set('cursor', query.cursor);
  return `${apiBase}${mechmateRoutes.closestAvailable.path}?${search.toString()}`;
}

/**
 * GET /api/mechmate/departments/closestAvailable as a server-sent event stream, read with fetch and a stream reader
 * (EventSource would reconnect by itself after the server closes, and could not be given up cleanly). Each
 * message is parsed with the contract's schema. Aborting `signal` closes the stream without a callback: the
 * caller aborts once it has the five sites it wants.
 */
export async function streamClosestAvailable(apiBase: string, query: ClosestQuery, handlers: StreamHandlers, signal: AbortSignal): Promise<void> {
  let response: Response;
  try {
    response = await fetch(closestAvailableUrl(apiBase, query), { headers: { accept: 'text/event-stream' }, signal, credentials: 'same-origin' });
  } catch (error) {
    if (!signal.aborted) handlers.onFailure(error instanceof Error ? error.message : String(error));
    return;
  }
  if (!response.ok || !response.body) {
    handlers.onFailure(`status ${response.status}`);
    return;
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser();
  const deliver = (payloads: string[]): boolean => {
    for (const data of payloads) {
      if (signal.aborted) return false;
      const message = parseClosestMessage(data);
      if (!message) {
        handlers.onFailure(`a message outside the contract: ${data.slice(0, 200)}`);
        return false;
      }
      handlers.onMessage(message);
    }
    return true;
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!deliver(parser.push(decoder.decode(value, { stream: true })))) {
        await reader.cancel().catch(() => undefined);
        return;
      }
    }
    if (deliver(parser.end()) && !signal.aborted) handlers.onEnd();
  } catch (error) {
    if (!signal.aborted) handlers.onFailure(error instanceof Error ? error.message : String(error));
  }
}

export type PricesOutcome = { kind: 'loaded'; offers: PricesResponse['offers'] } | { kind: 'failed'; reason: string };

/** GET /api/mechmate/prices/{reg}/{mileage}/{departmentId}?serviceOfferings=codes; mileage 1 when none is known. */
export async function fetchPrices(apiBase: string, query: { registrationNumber: string; mileage: number | null; departmentId: string; serviceOfferings: string[] }, signal?: AbortSignal): Promise<PricesOutcome> {
  try {
    const answer = await askBff(
      mechmateRoutes.prices,
      { params: { registrationNumber: query.registrationNumber, mileage: query.mileage ?? 1, departmentId: query.departmentId }, query: { serviceOfferings: query.serviceOfferings.join(',') } },
      { apiBase, signal, timeout: 15_000 },
    );
    if (answer.ok) return { kind: 'loaded', offers: answer.data.offers };
    return { kind: 'failed', reason: answer.error?.errors['Error Result'][0] ?? `status ${answer.status}` };
  } catch (error) {
    return { kind: 'failed', reason: error instanceof Error ? error.message : String(error) };
  }
}

export type TimeslotsOutcome = { kind: 'loaded'; days: TimeslotDay[] } | { kind: 'failed'; reason: string };

/** GET /api/mechmate/timeslots/from/{reg}/{departmentId}/{date at midnight}/?serviceOfferings=codes: four weeks of days. */
export async function fetchTimeslots(apiBase: string, query: { registrationNumber: string; departmentId: string; from: string; serviceOfferings: string[] }, signal?: AbortSignal): Promise<TimeslotsOutcome> {
  try {
    const answer = await askBff(
      mechmateRoutes.timeslots,
      {
        params: { registrationNumber: query.registrationNumber, departmentId: query.departmentId, date: `${query.from}T00:00:00` },
        query: query.serviceOfferings.length > 0 ? { serviceOfferings: query.serviceOfferings.join(',') } : {},
      },
      { apiBase, signal, timeout: 15_000 },
    );
    if (answer.ok) return { kind: 'loaded', days: answer.data };
    return { kind: 'failed', reason: answer.error?.errors['Error Result'][0] ?? `status ${answer.status}` };
  } catch (error) {
    return { kind: 'failed', reason: error instanceof Error ? error.message : String(error) };
  }
}
