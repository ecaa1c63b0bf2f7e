import { tireHotelCustomerSchema, type TireHotelCustomer } from '@showroom/contracts';

export type SearchOutcome =
  | { kind: 'found'; customer: TireHotelCustomer }
  /** 404: no tire-hotel agreement for the registration number (spec 3 §7.5). */
  | { kind: 'notFound' }
  | { kind: 'failed' };

/** Classifies the search answer; `undefined` is a call that got no answer (network, timeout). */
export function searchOutcome(response: { status: number; data: unknown } | undefined): SearchOutcome {
  if (!response) return { kind: 'failed' };
  if (response.status === 404) return { kind: 'notFound' };
  if (response.status < 200 || response.status >= 300) return { kind: 'failed' };
  const customer = tireHotelCustomerSchema.safeParse(response.data);
  return customer.success ? { kind: 'found', customer: customer.data } : { kind: 'failed' };
}
