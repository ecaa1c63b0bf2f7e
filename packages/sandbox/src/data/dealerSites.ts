import type { DealerSite, DepartmentGroup, SiteDepartment } from '@showroom/contracts';
import { SITE_CODES, SITES, type SiteCode } from '@showroom/sites';
import { blurDataUrl, mediaPath } from '../media/paths';
import { createRandom, slugify, type Random } from '../random';
import { BRANCH_MARKET, branchPlaces } from './dealerSiteBranches';
import { withSiteDetails } from './dealerSitesDetails';
import { BRANDS } from './models';
import { DEALER_SITE_COUNTS, MARKETS, type Market } from './markets';
import type { Town } from './towns';

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

/**
 * Dealer sites of every market, deterministic for a seed (site ids from 2001): the stock sites, then the
 * Swedish dealer group's branches, so that its site list runs over more than one page of 48.
 */
export function generateDealerSites(seed: number, now: Date): DealerSite[] {
  const stock = generateStockSites(seed, now);
  return [...stock, ...generateBranchSites(seed, now, stock)];
}

/** The sites cars and kits are spread over: the seed as it was before the branches, kept so the stock stays the same. */
export function generateStockSites(seed: number, now: Date): DealerSite[] {
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
      const groups: DepartmentGroup[] = ['New cars', 'Used cars', ...random.sample<DepartmentGroup>(['Workshop', 'Tires', 'Spare parts', 'Damage repair', 'Transport'], random.int(1, 4))];
      sites.push(dealerSite(random, { code, siteId, name, town, sortOrder: index + 1, brandNames, groups, now }));
    });
  }
  // Details drawn after the placing draws, from a source of their own: the first site of the Swedish group carries the broken logo.
  return sites.map((site) => withSiteDetails(site, { seed, now, brokenLogo: site.site === BRANCH_MARKET && site.website_sort_order === 1 }));
}

/**
 * The Swedish dealer group's branches (sales only: no workshop or tyre department, so the workshop
 * directories built from the seed stay as they were), listed after its stock sites. Their own random
 * source keeps the stock sites, cars and kits of a seed unchanged.
 */
export function generateBranchSites(seed: number, now: Date, stock: readonly DealerSite[]): DealerSite[] {
  const random = createRandom(seed ^ 0xb7a2c);
  const own = stock.filter((site) => site.site === BRANCH_MARKET);
  const places = branchPlaces(own.map((site) => site.site_city ?? ''), random);
  let nextId = Math.max(...stock.map((site) => Number(site.site_id))) + 1;
  const groupWord = SITES[BRANCH_MARKET].name.split(' ')[0];
  const branches = places.map((place) => {
    const brandNames = random.sample(BRANDS.map((b) => b.brand), random.int(2, 4));
    const groups: DepartmentGroup[] = ['New cars', 'Used cars', ...random.sample<DepartmentGroup>(['Spare parts', 'Damage repair', 'Transport'], random.int(0, 2))];
    const name = [groupWord, place.town.name, place.district].filter(Boolean).join(' ');
    return dealerSite(random, { code: BRANCH_MARKET, siteId: String(nextId++), name, town: place.town, sortOrder: own.length + place.rank, brandNames, groups, now });
  });
  // The last branch is the one site without a picture.
  return branches.map((site, i) => withSiteDetails(site, { seed, now, withoutImage: i === branches.length - 1 }));
}

/** What places a generated site: its market, id, name, town (with the point it sits near) and list position. */
export interface SitePlacement {
  code: SiteCode;
  siteId: string;
  name: string;
  town: Town;
  sortOrder: number;
  brandNames: string[];
  groups: DepartmentGroup[];
  now: Date;
}

/** One site record; the random draws keep the order the stock generator has always used. */
export function dealerSite(random: Random, { code, siteId, name, town, sortOrder, brandNames, groups, now }: SitePlacement): DealerSite {
  const market = MARKETS[code];
  // The name after the group's word: the town, and a branch's district ("Göteborg Hisingen").
  const email = `${slugify(name.split(' ').slice(1).join(' '))}@${market.emailDomain}`;
  return {
    site_id: siteId,
    slug: slugify(name),
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
    website_sort_order: sortOrder,
    site_image_url: mediaPath('sites', siteId, 1),
    site_primary_image: { thumbnail_url: mediaPath('sites', siteId, 1), original: mediaPath('sites', siteId, 1), blur_data_url: blurDataUrl('#5b6770') },
    site_brands: brandNames,
    site_departments: groups.map((group, d) => department(random, market, siteId, d, group, brandNames, email, now)),
  };
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
