import type { BffAnswer } from '@showroom/api-client';
import type { TireHotelCustomer } from '@showroom/contracts/tirehotel';
import type { tireHotelRoutes } from '@showroom/contracts/bff-routes';

export type SearchOutcome =
  | { kind: 'found'; customer: TireHotelCustomer }
  /** 404: no tire-hotel agreement for the registration number (spec 3 §7.5). */
  | { kind: 'notFound' }
  | { kind: 'failed' };

/** The BFF's answer to a customer search. */
export type CustomerSearchAnswer = BffAnswer<typeof tireHotelRoutes.search>;

/** Classifies the search answer; `undefined` is a call that got no answer (network, timeout) or a customer out of contract. */
export function searchOutcome(answer: CustomerSearchAnswer | undefined): SearchOutcome {
  if (!answer) return { kind: 'failed' };
  if (answer.ok) return { kind: 'found', customer: answer.data };
  return answer.status === 404 ? { kind: 'notFound' } : { kind: 'failed' };
}
