import { askBff } from '@showroom/api-client';
import { type FinanceCfdRequest, type FinanceCfdResponse, type FinanceDefaultRequest, type FinanceDefaultResponse, type FinanceLegalResponse } from '@showroom/contracts/codeweaver';
import { codeweaverRoutes } from '@showroom/contracts/bff-routes';

/** The three codeweaver calls of the finance widget (spec 2 §7 "Finance"); injectable for tests. */
export interface FinanceApi {
  defaults(request: FinanceDefaultRequest): Promise<FinanceDefaultResponse>;
  quote(request: FinanceCfdRequest): Promise<FinanceCfdResponse>;
  legal(quoteRef: string): Promise<FinanceLegalResponse>;
}

const TIMEOUT_MS = 15_000;

type CodeweaverAnswer<T> = { ok: true; status: number; data: T } | { ok: false; status: number; error: { Message: string } | undefined };

// A failed answer rejects with codeweaver's own message when it sent one, so the log says why.
function dataOf<T>(call: string, answer: CodeweaverAnswer<T>): T {
  if (answer.ok) return answer.data;
  throw new Error(`codeweaver ${call}: HTTP ${answer.status}${answer.error ? ` ${answer.error.Message}` : ''}`);
}

/** The BFF's codeweaver routes; every answer is parsed against the contract, any non-2xx rejects. */
export function createFinanceHttpApi(apiBase = ''): FinanceApi {
  const options = { apiBase, timeout: TIMEOUT_MS };
  return {
    defaults: async (request) => dataOf('default', await askBff(codeweaverRoutes.defaults, { body: request }, options)),
    quote: async (request) => dataOf('cfd', await askBff(codeweaverRoutes.quote, { body: request }, options)),
    legal: async (quoteRef) => dataOf('legal', await askBff(codeweaverRoutes.legal, { query: { quoteRef } }, options)),
  };
}
