import type { Upstream } from '../upstreams/config';
import { upstreamClient } from '../upstreams/http';
import type { SendResult } from './deliveryOutcome';
import type { NewLead } from './lead';

/** Sends one lead to the forms upstream; resolves with its answer, rejects when there was none. */
export type LeadSender = (lead: NewLead) => Promise<SendResult>;

/** The sender for comhub: POST /api/forms with the spec's body (formName, formSubmissionId, values). */
export function comhubSender(upstream: Upstream, timeoutMs: number): LeadSender {
  const client = upstreamClient('comhub', upstream, timeoutMs);
  return async ({ formName, formSubmissionId, values }) => {
    // Every status comes back (5xx included), so the worker reads Retry-After; only "no answer" throws.
    const response = await client.post('/api/forms', { formName, formSubmissionId, values }, { validateStatus: () => true });
    const retryAfter = response.headers['retry-after'];
    return { status: response.status, ...(typeof retryAfter === 'string' ? { retryAfter } : {}) };
  };
}
