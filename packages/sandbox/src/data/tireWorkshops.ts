import type { DealerSite, SiteDepartment } from '@showroom/contracts';

/** A Swedish workshop that changes wheels for tire-hotel customers. */
export interface TireWorkshop {
  erpId: string;
  locationName: string;
  departmentName: string;
  phone: string;
  email: string;
  address: string;
  /** Deviation days closed and vacation ranges (YYYY-MM-DD, inclusive). */
  closedDates: readonly string[];
  vacations: readonly (readonly [string, string])[];
  /** The documented workshop with no free days at all (the one of demo customer NOTID1). */
  fullyBooked: boolean;
}

/**
 * One workshop per Swedish dealer site with a Tires or Workshop department (Tires preferred), in
 * site order. The first is the fully booked one, so the no-days case exists whatever the seed.
 */
export function generateTireWorkshops(sites: readonly DealerSite[]): TireWorkshop[] {
  const workshops: TireWorkshop[] = [];
  for (const site of sites) {
    if (!site.site?.endsWith('-se')) continue;
    const department = site.site_departments.find((d) => d.group === 'Tires') ?? site.site_departments.find((d) => d.group === 'Workshop');
    if (!department) continue;
    workshops.push(toWorkshop(site, department, workshops.length === 0));
  }
  return workshops;
}

function toWorkshop(site: DealerSite, department: SiteDepartment, fullyBooked: boolean): TireWorkshop {
  return {
    erpId: department.erp_id,
    locationName: site.site_official_name,
    departmentName: department.name,
    phone: department.phone ?? site.site_phone ?? '',
    email: department.email ?? site.site_email ?? '',
    address: [site.site_street, [site.site_zip, site.site_city].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    closedDates: department.deviationdays.filter((d) => /stängt|closed/i.test(d.displayText)).map((d) => d.date),
    vacations: department.vacationdays.map((v) => [v.vacationstart, v.vacationend] as const),
    fullyBooked,
  };
}

/** True when the workshop is closed that day by a deviation or vacation. */
export function isClosed(workshop: TireWorkshop, date: string): boolean {
  return workshop.closedDates.includes(date) || workshop.vacations.some(([from, to]) => date >= from && date <= to);
}
