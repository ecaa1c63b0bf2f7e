import type { DealerSite, DepartmentGroup, SiteDepartment } from '@showroom/contracts';
import { SITE_CODES, SITES, type SiteCode } from '@showroom/sites';
import { blurDataUrl, mediaPath } from '../media/paths';
import { createRandom, slugify, type Random } from '../random';
import { BRANDS } from './models';
import { DEALER_SITE_COUNTS, MARKETS, type Market } from './markets';

const FIRST_NAMES = ['Anna', 'Erik', 'Maria', 'Johan', 'Sara', 'Lars', 'Karin', 'Per', 'Emma', 'Mikael', 'Ola', 'Ingrid', 'Mikko', 'Aino', 'Peter', 'Zuzana', 'James', 'Olivia'];
const LAST_NAMES = ['Andersson', 'Johansson', 'Karlsson', 'Nilsson', 'Eriksson', 'Larsen', 'Hansen', 'Virtanen', 'Korhonen', 'Novák', 'Horváth', 'Smith', 'Taylor', 'Berg'];
const STREETS = ['Bilvägen', 'Industrigatan', 'Verkstadsgatan', 'Storgatan', 'Importvägen', 'Motorvägen'];
const GROUP_NAMES: Record<DepartmentGroup, string> = {
  'New cars': 'Nybilsförsäljning',
  'Used cars': 'Begagnade bilar',
  Workshop: 'Verkstad',
  Tires: 'Däck',
  'Spare parts': 'Reservdelar',
  'Damage repair': 'Skadeverkstad',
  Transport: 'Transportbilar',
};

/** Dealer sites of every market, deterministic for a seed (site ids from 2001). */
export function generateDealerSites(seed: number, now: Date): DealerSite[] {
  const random = createRandom(seed ^ 0x517e5);
  const sites: DealerSite[] = [];
  let nextId = 2001;
  for (const code of SITE_CODES) {
    const market = MARKETS[code];
    const towns = random.sample(market.towns, Math.min(DEALER_SITE_COUNTS[code], market.towns.length));
    towns.forEach((town, index) => {
      const siteId = String(nextId++);
      const brandNames = random.sample(BRANDS.map((b) => b.brand), random.int(2, 4));
      const name = `${SITES[code].name.split(' ')[0]} ${town.name}`;
      const slug = slugify(name);
      const email = `${slugify(town.name)}@${market.emailDomain}`;
      const groups: DepartmentGroup[] = ['New cars', 'Used cars', ...random.sample<DepartmentGroup>(['Workshop', 'Tires', 'Spare parts', 'Damage repair', 'Transport'], random.int(1, 4))];
      sites.push({
        site_id: siteId,
        slug,
        site: code,
        site_official_name: name,
        site_street: `${random.pick(STREETS)} ${random.int(1, 60)}`,
        site_zip: market.phonePrefix === '+46' ? `${random.int(100, 989)} ${random.int(10, 99)}` : String(random.int(1000, 9899)),
        site_city: town.name,
        site_region: town.region,
        website_city: town.name,
        site_phone: phone(random, market),
        site_email: email,
        site_geocoord: `${(town.lat + (random.next() - 0.5) * 0.02).toFixed(4)},${(town.lng + (random.next() - 0.5) * 0.02).toFixed(4)}`,
        website_sort_order: index + 1,
        site_image_url: mediaPath('sites', siteId, 1),
        site_primary_image: { thumbnail_url: mediaPath('sites', siteId, 1), original: mediaPath('sites', siteId, 1), blur_data_url: blurDataUrl('#5b6770') },
        site_brands: brandNames,
        site_departments: groups.map((group, d) => department(random, market, siteId, d, group, brandNames, email, now)),
      });
    });
  }
  return sites;
}

function department(random: Random, market: Market, siteId: string, index: number, group: DepartmentGroup, brands: string[], siteEmail: string, now: Date): SiteDepartment {
  const year = now.getUTCFullYear();
  return {
    name: GROUP_NAMES[group],
    official_name: `${GROUP_NAMES[group]} ${siteId}`,
    phone: phone(random, market),
    email: `${slugify(group)}.${siteEmail}`,
    group,
    department_type: group === 'Workshop' || group === 'Tires' || group === 'Damage repair' ? 'Aftersales' : 'Sales',
    erp_id: `${siteId.slice(1)}.${index + 1}`,
    brands: brands.map((brand) => ({ brand_code: brandCode(brand), brand_name: brand })),
    users: Array.from({ length: random.int(1, 4) }, () => {
      const first = random.pick(FIRST_NAMES);
      const last = random.pick(LAST_NAMES);
      return { first_name: first, last_name: last, title: group === 'Workshop' ? 'Servicetekniker' : 'Säljare', phone: phone(random, market), email: `${slugify(first)}.${slugify(last)}@${market.emailDomain}` };
    }),
    openingschedule: {
      openinghours: [
        { day: 'Mån-Fre', displayText: group === 'Workshop' ? '07:00-17:00' : '09:00-18:00' },
        { day: 'Lördag', displayText: random.chance(0.6) ? '10:00-15:00' : 'Stängt' },
        { day: 'Söndag', displayText: 'Stängt' },
      ],
    },
    deviationdays: [{ date: isoDate(new Date(Date.UTC(year, 11, 24))), displayText: 'Stängt' }],
    vacationdays: random.chance(0.5) ? [{ vacationtitle: 'Sommarstängt', vacationstart: isoDate(new Date(Date.UTC(year, 6, 13))), vacationend: isoDate(new Date(Date.UTC(year, 6, 26))) }] : [],
  };
}

/** Brand code as the content platform keys logos (upper case, no spaces). */
export function brandCode(brand: string): string {
  return brand.toUpperCase().replace(/[^A-Z0-9]+/g, '');
}

function phone(random: Random, market: Market): string {
  return `${market.phonePrefix} ${random.int(10, 99)} ${random.int(100, 999)} ${random.int(10, 99)} ${random.int(10, 99)}`;
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The dealer sites of one site code. */
export function sitesOf(sites: readonly DealerSite[], code: SiteCode): DealerSite[] {
  return sites.filter((s) => s.site === code);
}
