import * as z from '@showroom/contracts/z';
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
  site_id: z.string().check(z.minLength(1)).check(z.maxLength(50)),
  slug: z.string().check(z.minLength(1)).check(z.maxLength(200)),
  site_official_name: z.string().check(z.minLength(1)).check(z.maxLength(300)),
  site_street: z.nullish(z.string().check(z.maxLength(300))),
  site_zip: z.nullish(z.string().check(z.maxLength(20))),
  site_city: z.nullish(z.string().check(z.maxLength(100))),
  site_phone: z.nullish(z.string().check(z.maxLength(50))),
  site_email: z.nullish(z.string().check(z.maxLength(254))),
  site_image_url: z.nullish(z.string().check(z.maxLength(2000))),
  site_primary_image: z.nullish(primaryImageSchema),
  site_departments: z.nullish(z.array(siteDepartmentContactSchema).check(z.maxLength(50))),
});
export type PickerSiteHit = z.infer<typeof pickerSiteHitSchema>;
export const PICKER_SITE_FIELDS = Object.keys(pickerSiteHitSchema.shape) as (keyof PickerSiteHit)[];

/** A picker card: the hit without its departments, with the workshop e-mail worked out once. */
export const pickerSiteSchema = z.extend(z.omit(pickerSiteHitSchema, { site_departments: true }), {
  workshop_email: z.nullable(z.string().check(z.maxLength(254))),
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
  field: z.string().check(z.minLength(1)).check(z.maxLength(100)),
  site_id: z.string().check(z.minLength(1)).check(z.maxLength(50)),
  name: z.string().check(z.minLength(1)).check(z.maxLength(300)),
  workshopEmail: z.nullable(z.string().check(z.maxLength(254))),
});
export type DealerPicked = z.infer<typeof dealerPickedSchema>;
