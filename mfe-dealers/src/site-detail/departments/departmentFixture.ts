import type { DealerSite, SiteDepartment } from '@showroom/contracts';

/** A Stockholm site with one sales department: Mon-Fri 09-18, Sat 10-15, Sun closed, days around 2 Nov 2026. */
export function departmentSite(overrides: Partial<SiteDepartment> = {}): DealerSite {
  const department: SiteDepartment = {
    name: 'Nybilsförsäljning',
    official_name: 'Dealergroup Göteborg Nybilsförsäljning',
    phone: '+46 31 123 45 67',
    email: 'nya.goteborg@dealergroup.example.se',
    group: 'New cars',
    erp_id: '001.1',
    brands: [
      { brand_code: 'VOLVO', brand_name: 'Volvo' },
      { brand_code: 'POLESTAR', brand_name: 'Polestar' },
      { brand_code: 'MB_VAN', brand_name: 'Mercedes-Benz Transportbilar' },
    ],
    users: [
      { first_name: 'Anna', last_name: 'Berg', title: 'Säljare', phone: '+46 31 111 11 11', email: 'anna.berg@dealergroup.example.se' },
      { first_name: 'Erik', last_name: 'Lund', title: 'Säljare' },
    ],
    openingschedule: {
      openinghours: [
        { day: 'Mån-Fre', displayText: '09:00-18:00' },
        { day: 'Lördag', displayText: '10:00-15:00' },
        { day: 'Söndag', displayText: 'Stängt' },
      ],
    },
    deviationdays: [
      { date: '2026-11-01', displayText: 'Stängt' },
      { date: '2026-11-02', displayText: '10:00-15:00' },
      { date: '2026-12-24', displayText: 'Stängt' },
    ],
    vacationdays: [
      { vacationtitle: 'Höstlov', vacationstart: '2026-10-20', vacationend: '2026-11-01' },
      { vacationtitle: 'Semesterstängt', vacationstart: '2027-07-13', vacationend: '2027-07-26' },
    ],
    ...overrides,
  };
  return {
    site_id: '2001',
    slug: 'dealergroup-goteborg',
    site: 'dealergroup-se',
    site_official_name: 'Dealergroup Göteborg',
    website_sort_order: 1,
    site_brands: ['Volvo'],
    site_departments: [department],
    site_timezone: 'Europe/Stockholm',
  };
}

export const LOGOS = [
  { brandCode: 'VOLVO', logo: '/-/media/logo/Volvo/1.svg', logoBlackAndWhite: null },
  { brandCode: 'POLESTAR', logo: '/-/media/logo/Polestar/0.svg', logoBlackAndWhite: null },
  { brandCode: 'MB', logo: '/-/media/logo/MB/1.svg', logoBlackAndWhite: null },
];
