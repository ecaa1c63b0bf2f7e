import {
  financeCfdResponseSchema,
  financeDefaultResponseSchema,
  financeErrorSchema,
  financeLegalResponseSchema,
  type FinanceCfdRequest,
  type FinanceCfdResponse,
  type FinanceDefaultRequest,
  type FinanceDefaultResponse,
  type FinanceLegalResponse,
} from '@showroom/contracts';
import type { z } from 'zod';

/** The three codeweaver calls of the finance widget (spec 2 §7 "Finance"); injectable for tests. */
export interface FinanceApi {
  defaults(request: FinanceDefaultRequest): Promise<FinanceDefaultResponse>;
  quote(request: FinanceCfdRequest): Promise<FinanceCfdResponse>;
  legal(quoteRef: string): Promise<FinanceLegalResponse>;
}

const TIMEOUT_MS = 15_000;

// Not on @showroom/api-client yet (it has no codeweaver calls), so the BFF routes are called here.
/** The BFF's /api/codeweaver routes; every answer is parsed against the contract, any non-2xx rejects. */
export function createFinanceHttpApi(apiBase = '', fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args)): FinanceApi {
  async function call<S extends z.ZodType>(path: string, schema: S, body?: unknown): Promise<z.infer<S>> {
    const init: RequestInit = {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(typeof AbortSignal.timeout === 'function' ? { signal: AbortSignal.timeout(TIMEOUT_MS) } : {}),
    };
    const response = await fetchImpl(`${apiBase}/api/codeweaver/${path}`, init);
    const json: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const upstream = financeErrorSchema.safeParse(json);
      throw new Error(`codeweaver ${path.split('?')[0]}: HTTP ${response.status}${upstream.success ? ` ${upstream.data.Message}` : ''}`);
    }
    return schema.parse(json);
  }
  return {
    defaults: (request) => call('default', financeDefaultResponseSchema, request),
    quote: (request) => call('cfd', financeCfdResponseSchema, request),
    legal: (quoteRef) => call(`legal?quoteRef=${encodeURIComponent(quoteRef)}`, financeLegalResponseSchema),
  };
}
