import { z } from 'zod';
import type { SiteCodeValue } from './market';
import { primaryImageSchema } from './props/base';
import type { SearchRequestInput } from './search';
import { SITE_LIST_SORT } from './siteList';
import { SITES_SEARCH_LIMIT, siteDepartmentContactSchema, type SiteDepartmentContact } from './siteTeasers';

// The dealer picker (spec 3 §2.6, §3.5): workshop sites as cards, and the address a workshop lead goes to.

/** The department group that makes a site a workshop and gives its workshop e-mail (spec 3 §3.5). */
export const WORKSHOP_GROUP = 'Workshop';

/** A site as the picker reads it from the sites index: spec 3 §3.5's fields, and the picture's blur. */
export const pickerSiteHitSchema = z.object({
  site_id: z.string().min(1).max(50),
  slug: z.string().min(1).max(200),
  site_official_name: z.string().min(1).max(300),
  site_street: z.string().max(300).nullish(),
  site_zip: z.string().max(20).nullish(),
  site_city: z.string().max(100).nullish(),
  site_phone: z.string().max(50).nullish(),
  site_email: z.string().max(254).nullish(),
  site_image_url: z.string().max(2000).nullish(),
  site_primary_image: primaryImageSchema.nullish(),
  site_departments: z.array(siteDepartmentContactSchema).max(50).nullish(),
});
export type PickerSiteHit = z.infer<typeof pickerSiteHitSchema>;
export const PICKER_SITE_FIELDS = Object.keys(pickerSiteHitSchema.shape) as (keyof PickerSiteHit)[];

/** A picker card: the hit without its departments, with the workshop e-mail worked out once. */
export const pickerSiteSchema = pickerSiteHitSchema.omit({ site_departments: true }).extend({
  workshop_email: z.string().max(254).nullable(),
});
export type PickerSite = z.infer<typeof pickerSiteSchema>;

type WithDepartments = { site_email?: string | null; site_departments?: readonly SiteDepartmentContact[] | null };

const isWorkshop = (department: SiteDepartmentContact) => department.group === WORKSHOP_GROUP;
const filled = (text: string | null | undefined) => {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** Whether a site has a Workshop department: only such sites are offered (spec 3 §3.5). */
export function hasWorkshop(site: WithDepartments): boolean {
  return (site.site_departments ?? []).some(isWorkshop);
}

/**
 * The workshop e-mail (spec 3 §3.5): the first Workshop department's e-mail, else the site's e-mail;
 * null when neither is there. A Workshop department without an address counts as none, so the lead still
 * has somewhere to go.
 */
export function workshopEmail(site: WithDepartments): string | null {
  const department = (site.site_departments ?? []).find((d) => isWorkshop(d) && filled(d.email) !== null);
  return filled(department?.email) ?? filled(site.site_email);
}

/** The picker's cards: the workshop sites of the hits, in their order, each with its workshop e-mail. */
export function workshopSites(hits: readonly PickerSiteHit[]): PickerSite[] {
  return hits.filter(hasWorkshop).map(({ site_departments, ...site }) => ({ ...site, workshop_email: workshopEmail({ site_email: site.site_email, site_departments }) }));
}

/** The picker's search: a market's sites with a Workshop department, in site-list order, at most 100. */
export function dealerPickerRequest(site: SiteCodeValue): SearchRequestInput {
  return {
    index: 'sites',
    site,
    fields: [...PICKER_SITE_FIELDS],
    filters: { site_departments_group: [WORKSHOP_GROUP] },
    limit: SITES_SEARCH_LIMIT,
    offset: 0,
    sort_name: SITE_LIST_SORT,
  };
}

/** What the picker tells its host and the bus when a visitor picks a site: enough to address a workshop lead. */
export const dealerPickedSchema = z.object({
  /** The picker's form-field name, so two pickers on one page stay apart. */
  field: z.string().min(1).max(100),
  site_id: z.string().min(1).max(50),
  name: z.string().min(1).max(300),
  workshopEmail: z.string().max(254).nullable(),
});
export type DealerPicked = z.infer<typeof dealerPickedSchema>;
