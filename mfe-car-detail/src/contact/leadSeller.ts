/** A site that can sell a new-car sample; `email` is its department's address, missing when it has no department. */
export interface ContactSeller {
  id: string;
  name: string;
  email?: string | null;
}

/** The seller a lead names: a sample car's chosen seller, or none (the car's own site takes it). */
export type LeadSellerResult = { ok: true; sellerId?: string } | { ok: false; reason: 'missingDepartment'; detail: string };

export interface LeadSellerInput {
  car: { car_id: string; isSample: boolean };
  sellers: readonly ContactSeller[];
  /** The seller the visitor chose (sample cars only). */
  sellerId: string;
}

const present = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * Spec 2 §5/§8: a new-car sample goes to the chosen seller's department, so a seller without one fails
 * the form here, before anything is sent. The BFF looks the address up again itself: the browser only
 * names the seller, never the recipient (issue 12).
 */
export function leadSeller({ car, sellers, sellerId }: LeadSellerInput): LeadSellerResult {
  if (!car.isSample) return { ok: true };
  const seller = sellers.find((s) => s.id === sellerId);
  if (!seller) return { ok: false, reason: 'missingDepartment', detail: `seller "${sellerId}" is not among the ${sellers.length} sellers of sample car ${car.car_id}` };
  if (!present(seller.email)) return { ok: false, reason: 'missingDepartment', detail: `seller "${seller.id}" (${seller.name}) of sample car ${car.car_id} has no department e-mail` };
  return { ok: true, sellerId: seller.id };
}

/** The seller preselected for a sample car: the first matching site (spec 2 §5), or none. */
export function defaultSellerId(sellers: readonly ContactSeller[]): string {
  return sellers[0]?.id ?? '';
}
