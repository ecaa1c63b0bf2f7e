import { parseGeocoord, type DealerSite, type SiteDepartment } from '@showroom/contracts';

/** A Swedish workshop department with what the booking needs of its site. */
export interface Workshop {
  departmentId: string;
  siteId: string;
  siteName: string;
  address: string;
  latitude: number;
  longitude: number;
  brands: string[];
  department: SiteDepartment;
}

/** The workshops of the Swedish dealer sites (one per site with a Workshop department), keyed by erp id. */
export function buildWorkshops(sites: readonly DealerSite[]): Workshop[] {
  const workshops: Workshop[] = [];
  for (const site of sites) {
    if (!site.site?.endsWith('-se')) continue;
    const department = site.site_departments.find((d) => d.group === 'Workshop');
    const position = parseGeocoord(site.site_geocoord);
    if (!department || !position) continue;
    workshops.push({
      departmentId: department.erp_id,
      siteId: site.site_id,
      siteName: site.site_official_name,
      address: [site.site_street, [site.site_zip, site.site_city].filter(Boolean).join(' ')].filter(Boolean).join(', '),
      latitude: position.lat,
      longitude: position.lng,
      brands: site.site_brands,
      department,
    });
  }
  return workshops;
}
