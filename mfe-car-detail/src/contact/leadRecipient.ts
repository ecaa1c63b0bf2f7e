/** A site that can sell a new-car sample; `email` is its department's address, missing when it has no department. */
export interface ContactSeller {
  id: string;
  name: string;
  email?: string | null;
}

/** Who the lead goes to. */
export interface LeadRecipient {
  toName: string;
  toEmail: string;
}

export type LeadRecipientResult =
  | ({ ok: true } & LeadRecipient)
  | { ok: false; reason: 'missingDepartment'; detail: string };

export interface LeadRecipientInput {
  car: { car_id: string; isSample: boolean };
  sellers: readonly ContactSeller[];
  /** The seller the visitor chose (sample cars only). */
  sellerId: string;
  siteName?: string | null;
  siteLeadsEmail?: string | null;
}

const present = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * Spec 2 §5/§8: a new-car sample goes to the chosen seller's department; a seller without one
 * (no address to send to) fails the form. Any other car goes to its own site's leads address.
 */
export function leadRecipient({ car, sellers, sellerId, siteName, siteLeadsEmail }: LeadRecipientInput): LeadRecipientResult {
  if (!car.isSample) return { ok: true, toName: siteName?.trim() ?? '', toEmail: siteLeadsEmail?.trim() ?? '' };
  const seller = sellers.find((s) => s.id === sellerId);
  if (!seller) return { ok: false, reason: 'missingDepartment', detail: `seller "${sellerId}" is not among the ${sellers.length} sellers of sample car ${car.car_id}` };
  if (!present(seller.email)) return { ok: false, reason: 'missingDepartment', detail: `seller "${seller.id}" (${seller.name}) of sample car ${car.car_id} has no department e-mail` };
  return { ok: true, toName: seller.name, toEmail: seller.email.trim() };
}

/** The seller preselected for a sample car: the first matching site (spec 2 §5), or none. */
export function defaultSellerId(sellers: readonly ContactSeller[]): string {
  return sellers[0]?.id ?? '';
}
