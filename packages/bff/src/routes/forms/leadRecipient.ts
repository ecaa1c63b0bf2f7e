import * as z from 'zod/mini';
import { newCarDepartmentEmail, partialDealerSiteSchema, type LeadSubject, type ShowroomApi } from '@showroom/contracts';

/** Where a lead goes, as comhub's values name it (spec 2 §3: toName, toEmail). */
export interface LeadRecipient {
  toName: string;
  toEmail: string;
}

export type LeadRecipientResult = ({ ok: true } & LeadRecipient) | { ok: false; reason: 'unknownCar' | 'unknownSeller' | 'missingDepartment' | 'noLeadsAddress'; detail: string };

const leadCarSchema = z.object({
  car_id: z.string(),
  car_brand: z.string(),
  car_is_sample: z.nullish(z.boolean()),
  car_site_name: z.nullish(z.string()),
  car_site_leads_email: z.nullish(z.string()),
});

const SELLER_SITES_LIMIT = 100;

/**
 * The recipient of a lead about `subject`, found from the search service, never from the browser:
 * a car goes to its own site's leads address; a new-car sample to the chosen seller site's new-car
 * department (spec 2 §5), which must be one of the sites of the car's brand.
 */
export async function resolveLeadRecipient(api: ShowroomApi, subject: LeadSubject): Promise<LeadRecipientResult> {
  const cars = await api.search(
    { index: 'cars', site: subject.site, filters: { car_id: [subject.carId] }, limit: 1, offset: 0, fields: Object.keys(leadCarSchema.shape) },
    leadCarSchema,
  );
  const car = cars.content.find((c) => c.car_id === subject.carId);
  if (!car) return { ok: false, reason: 'unknownCar', detail: `no car ${subject.carId} on ${subject.site}` };
  if (!car.car_is_sample) {
    const email = car.car_site_leads_email?.trim();
    if (!email) return { ok: false, reason: 'noLeadsAddress', detail: `car ${car.car_id}'s site has no leads address` };
    return { ok: true, toName: car.car_site_name?.trim() ?? '', toEmail: email };
  }
  if (!subject.sellerId) return { ok: false, reason: 'unknownSeller', detail: `sample car ${car.car_id} needs a chosen seller` };
  const sites = await api.search(
    { index: 'sites', site: subject.site, filters: { site_brands: [car.car_brand] }, limit: SELLER_SITES_LIMIT, offset: 0, fields: ['site_id', 'site_official_name', 'site_departments'] },
    partialDealerSiteSchema,
  );
  const seller = sites.content.find((s) => s.site_id === subject.sellerId);
  if (!seller) return { ok: false, reason: 'unknownSeller', detail: `seller "${subject.sellerId}" does not sell ${car.car_brand}` };
  const email = newCarDepartmentEmail(seller, car.car_brand);
  if (!email) return { ok: false, reason: 'missingDepartment', detail: `seller "${subject.sellerId}" has no new-car department for sample car ${car.car_id}` };
  return { ok: true, toName: seller.site_official_name ?? subject.sellerId, toEmail: email };
}
