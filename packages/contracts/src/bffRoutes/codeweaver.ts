import { financeCfdRequestSchema, financeCfdResponseSchema, financeDefaultRequestSchema, financeDefaultResponseSchema, financeErrorSchema, financeLegalQuerySchema, financeLegalResponseSchema } from '@showroom/contracts/codeweaver';
import { bffRoute } from './bffRoute';

/** UK finance (spec 2 §7 "Finance"); a failed answer carries codeweaver's { Message }. */
export const codeweaverRoutes = {
  /** The finance products of a car at its dealer. */
  defaults: bffRoute({ method: 'POST', path: '/api/codeweaver/default', body: financeDefaultRequestSchema, response: financeDefaultResponseSchema, errorBody: financeErrorSchema }),
  /** Quotes for the figures the visitor set. */
  quote: bffRoute({ method: 'POST', path: '/api/codeweaver/cfd', body: financeCfdRequestSchema, response: financeCfdResponseSchema, errorBody: financeErrorSchema }),
  /** The lender's terms of a quote. */
  legal: bffRoute({ method: 'GET', path: '/api/codeweaver/legal', query: financeLegalQuerySchema, response: financeLegalResponseSchema, errorBody: financeErrorSchema }),
};
