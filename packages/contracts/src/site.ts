import * as z from '@showroom/contracts/z';

export const siteUserSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  title: z.optional(z.string()),
  phone: z.optional(z.string()),
  email: z.optional(z.string()),
});
export type SiteUser = z.infer<typeof siteUserSchema>;

export const openingHoursSchema = z.object({
  /** Day label, e.g. "Måndag" or "Mon-Fri". */
  day: z.string(),
  displayText: z.string(),
});

export const deviationDaySchema = z.object({
  date: z.string(),
  displayText: z.string(),
});

export const vacationDaySchema = z.object({
  vacationtitle: z.string(),
  vacationstart: z.string(),
  vacationend: z.string(),
});

/** Department groups the front ends rely on; "Workshop" picks the workshop e-mail (spec 3, 3.5). */
export const departmentGroupSchema = z.enum(['New cars', 'Used cars', 'Workshop', 'Tires', 'Spare parts', 'Damage repair', 'Transport']);
export type DepartmentGroup = z.infer<typeof departmentGroupSchema>;

export const siteDepartmentSchema = z.object({
  name: z.string(),
  official_name: z.optional(z.string()),
  phone: z.optional(z.string()),
  email: z.optional(z.string()),
  group: departmentGroupSchema,
  department_type: z.optional(z.string()),
  /** company.department */
  erp_id: z.string().check(z.regex(/^\d+\.\d+$/)),
  brands: z.array(z.object({ brand_code: z.string(), brand_name: z.optional(z.string()) })),
  users: z.array(siteUserSchema),
  openingschedule: z.object({ openinghours: z.array(openingHoursSchema) }),
  deviationdays: z.array(deviationDaySchema),
  vacationdays: z.array(vacationDaySchema),
});
export type SiteDepartment = z.infer<typeof siteDepartmentSchema>;

/** An IANA time zone name the runtime's Intl knows ("Europe/Oslo"); anything else would throw where hours are computed. */
export const timeZoneSchema = z.string().check(z.maxLength(64)).check(z.refine((zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return zone === 'UTC' || zone.includes('/');
    } catch {
      return false;
    }
  }, 'site_timezone is not an IANA time zone such as Europe/Stockholm'));

/** A dealer site of the sites index (spec 2 "Site", spec 3 3.5). */
export const dealerSiteSchema = z.object({
  site_id: z.string(),
  slug: z.string().check(z.minLength(1)),
  site: z.optional(z.string()),
  site_official_name: z.string(),
  site_street: z.optional(z.string()),
  site_zip: z.optional(z.string()),
  site_city: z.optional(z.string()),
  site_region: z.optional(z.string()),
  website_city: z.optional(z.string()),
  site_phone: z.optional(z.string()),
  site_email: z.optional(z.string()),
  /** "lat,lng" */
  site_geocoord: z.optional(z.string().check(z.regex(/^-?\d+(\.\d+)?,-?\d+(\.\d+)?$/))),
  website_sort_order: z.number().check(z.int()),
  site_image_url: z.optional(z.string()),
  site_primary_image: z.optional(z.object({ thumbnail_url: z.string(), blur_data_url: z.optional(z.string()), original: z.optional(z.string()) })),
  site_brands: z.array(z.string()),
  site_departments: z.array(siteDepartmentSchema),
  /** IANA time zone the opening hours are in, e.g. "Europe/Stockholm"; without it the market's zone is assumed. */
  site_timezone: z.optional(timeZoneSchema),
});
export type DealerSite = z.infer<typeof dealerSiteSchema>;

export const partialDealerSiteSchema = z.partial(dealerSiteSchema);
export type PartialDealerSite = z.infer<typeof partialDealerSiteSchema>;

/**
 * The address a sample car's lead goes to at a seller site (spec 2 §5): its new-car department for the
 * brand, else any new-car department; null when it has none (the spec's "missing department").
 */
export function newCarDepartmentEmail(site: PartialDealerSite, brand: string): string | null {
  const departments = (site.site_departments ?? []).filter((d) => d.group === 'New cars');
  const forBrand = departments.find((d) => d.brands.some((b) => b.brand_name?.toLowerCase() === brand.toLowerCase())) ?? departments[0];
  const email = forBrand?.email?.trim();
  return email ? email : null;
}

export { parseGeocoord } from './geocoord';
