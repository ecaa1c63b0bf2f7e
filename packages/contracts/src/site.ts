import { z } from 'zod';

export const siteUserSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  title: z.string().optional(),
  phone: z.string().optional(),
  email: z.string().optional(),
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
  official_name: z.string().optional(),
  phone: z.string().optional(),
  email: z.string().optional(),
  group: departmentGroupSchema,
  department_type: z.string().optional(),
  /** company.department */
  erp_id: z.string().regex(/^\d+\.\d+$/),
  brands: z.array(z.object({ brand_code: z.string(), brand_name: z.string().optional() })),
  users: z.array(siteUserSchema),
  openingschedule: z.object({ openinghours: z.array(openingHoursSchema) }),
  deviationdays: z.array(deviationDaySchema),
  vacationdays: z.array(vacationDaySchema),
});
export type SiteDepartment = z.infer<typeof siteDepartmentSchema>;

/** An IANA time zone name the runtime's Intl knows ("Europe/Oslo"); anything else would throw where hours are computed. */
export const timeZoneSchema = z
  .string()
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return zone === 'UTC' || zone.includes('/');
    } catch {
      return false;
    }
  }, 'site_timezone is not an IANA time zone such as Europe/Stockholm');

/** A dealer site of the sites index (spec 2 "Site", spec 3 3.5). */
export const dealerSiteSchema = z.object({
  site_id: z.string(),
  slug: z.string().min(1),
  site: z.string().optional(),
  site_official_name: z.string(),
  site_street: z.string().optional(),
  site_zip: z.string().optional(),
  site_city: z.string().optional(),
  site_region: z.string().optional(),
  website_city: z.string().optional(),
  site_phone: z.string().optional(),
  site_email: z.string().optional(),
  /** "lat,lng" */
  site_geocoord: z.string().regex(/^-?\d+(\.\d+)?,-?\d+(\.\d+)?$/).optional(),
  website_sort_order: z.number().int(),
  site_image_url: z.string().optional(),
  site_primary_image: z
    .object({ thumbnail_url: z.string(), blur_data_url: z.string().optional(), original: z.string().optional() })
    .optional(),
  site_brands: z.array(z.string()),
  site_departments: z.array(siteDepartmentSchema),
  /** IANA time zone the opening hours are in, e.g. "Europe/Stockholm"; without it the market's zone is assumed. */
  site_timezone: timeZoneSchema.optional(),
});
export type DealerSite = z.infer<typeof dealerSiteSchema>;

export const partialDealerSiteSchema = dealerSiteSchema.partial();
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

/** Splits site_geocoord into numbers; null when missing or malformed. */
export function parseGeocoord(value: string | undefined): { lat: number; lng: number } | null {
  const match = value ? /^(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)$/.exec(value) : null;
  return match ? { lat: Number(match[1]), lng: Number(match[2]) } : null;
}
