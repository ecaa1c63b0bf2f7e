import type { DealerSite, DepartmentGroup, SiteDepartment, SiteUser } from '@showroom/contracts';
import { SITES, type Language, type SiteCode } from '@showroom/sites';
import { createRandom, hashString, slugify, type Random } from '../random';
import { HOURS_STYLES, hoursText, openingHours } from './dealerSitesHours';

/** A brand one dealer department carries whose logo URL is broken (404), so the page's hidden-logo rule shows (spec 2 §8). */
export const BROKEN_LOGO_BRAND = 'Polestar';

/** Each market's zone: the opening hours are wall-clock times there. */
export const MARKET_TIME_ZONES: Record<string, string> = { se: 'Europe/Stockholm', no: 'Europe/Oslo', fi: 'Europe/Helsinki', sk: 'Europe/Bratislava', uk: 'Europe/London' };

/** The time zone of a site code's market ("carstore-fi" -> Europe/Helsinki). */
export function timeZoneOf(code: SiteCode): string {
  const zone = MARKET_TIME_ZONES[code.slice(code.lastIndexOf('-') + 1)];
  if (!zone) throw new Error(`no time zone for ${code}`);
  return zone;
}

const DEPARTMENT_NAMES: Record<Language, Record<DepartmentGroup, string>> = {
  sv: { 'New cars': 'Nybilsförsäljning', 'Used cars': 'Begagnade bilar', Workshop: 'Verkstad', Tires: 'Däck', 'Spare parts': 'Reservdelar', 'Damage repair': 'Skadeverkstad', Transport: 'Transportbilar' },
  nb: { 'New cars': 'Nybilsalg', 'Used cars': 'Bruktbil', Workshop: 'Verksted', Tires: 'Dekk', 'Spare parts': 'Deler', 'Damage repair': 'Skadeverksted', Transport: 'Varebiler' },
  fi: { 'New cars': 'Uudet autot', 'Used cars': 'Vaihtoautot', Workshop: 'Huolto', Tires: 'Renkaat', 'Spare parts': 'Varaosat', 'Damage repair': 'Korjaamo', Transport: 'Hyötyajoneuvot' },
  sk: { 'New cars': 'Nové vozidlá', 'Used cars': 'Jazdené vozidlá', Workshop: 'Servis', Tires: 'Pneuservis', 'Spare parts': 'Náhradné diely', 'Damage repair': 'Karosáreň', Transport: 'Úžitkové vozidlá' },
  en: { 'New cars': 'New cars', 'Used cars': 'Used cars', Workshop: 'Workshop', Tires: 'Tyres', 'Spare parts': 'Parts', 'Damage repair': 'Bodyshop', Transport: 'Vans' },
};

const TITLES: Record<Language, { sales: string; workshop: string; parts: string }> = {
  sv: { sales: 'Säljare', workshop: 'Servicetekniker', parts: 'Lagerchef' },
  nb: { sales: 'Selger', workshop: 'Servicetekniker', parts: 'Lagersjef' },
  fi: { sales: 'Myyjä', workshop: 'Huoltoneuvoja', parts: 'Varaosamyyjä' },
  sk: { sales: 'Predajca', workshop: 'Servisný technik', parts: 'Skladník' },
  en: { sales: 'Sales executive', workshop: 'Service advisor', parts: 'Parts advisor' },
};

const VACATION_TITLES: Record<Language, { autumn: string; staff: string; summer: string }> = {
  sv: { autumn: 'Höstlov', staff: 'Inventering', summer: 'Semesterstängt' },
  nb: { autumn: 'Høstferie', staff: 'Varetelling', summer: 'Sommerferie' },
  fi: { autumn: 'Syysloma', staff: 'Inventaario', summer: 'Kesäloma' },
  sk: { autumn: 'Jesenné prázdniny', staff: 'Inventúra', summer: 'Letná dovolenka' },
  en: { autumn: 'Half term', staff: 'Stocktake', summer: 'Summer closure' },
};

const FIRST_NAMES = ['Anna', 'Erik', 'Maria', 'Johan', 'Sara', 'Lars', 'Karin', 'Per', 'Emma', 'Mikael', 'Ola', 'Ingrid', 'Mikko', 'Aino', 'Peter', 'Zuzana', 'James', 'Olivia'];
const LAST_NAMES = ['Andersson', 'Johansson', 'Karlsson', 'Nilsson', 'Eriksson', 'Larsen', 'Hansen', 'Virtanen', 'Korhonen', 'Novák', 'Horváth', 'Smith', 'Taylor', 'Berg'];
const MOST_EMPLOYEES = 8;
const DAY_MS = 86_400_000;

/** The calendar date of an instant in a zone, "YYYY-MM-DD". */
export function localDate(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

const plusDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The next `month`/`day` on or after `today` ("YYYY-MM-DD"). */
function nextDate(today: string, month: number, day: number): string {
  const year = Number(today.slice(0, 4));
  const thisYear = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return thisYear >= today ? thisYear : `${year + 1}${thisYear.slice(4)}`;
}

export interface SiteDetailOptions {
  seed: number;
  now: Date;
  /** Give one New cars department a brand whose logo URL the content platform serves broken. */
  brokenLogo?: boolean;
  /** Leave the site without a picture. */
  withoutImage?: boolean;
}

/**
 * A generated site with what its page shows: its zone, departments named and staffed in the market's
 * language (a Spare parts one added where missing), opening schedules, and deviation and vacation days
 * around the sandbox clock, some past, some running, some ahead. Its own random source (seed and site id),
 * so the draws that place sites, cars and kits stay as they were; each department's first employee stays
 * too, as the cars' seller is the first department's first employee.
 */
export function withSiteDetails(site: DealerSite, options: SiteDetailOptions): DealerSite {
  const code = site.site as SiteCode;
  const language = SITES[code].locales[0]!.language;
  const timeZone = timeZoneOf(code);
  const random = createRandom(options.seed ^ hashString(`site-details:${site.site_id}`));
  const today = localDate(options.now, timeZone);
  const perDay = random.chance(0.4);
  const groups = site.site_departments.map((d) => d.group);
  const base = site.site_departments[0];
  const departments: SiteDepartment[] = [...site.site_departments];
  if (!groups.includes('Spare parts') && base) {
    departments.push({ ...base, group: 'Spare parts', department_type: 'Aftersales', erp_id: `${site.site_id.slice(1)}.${departments.length + 1}`, users: [] });
  }
  const staff = staffing(random, departments, random.int(2, MOST_EMPLOYEES));
  const siteEmail = site.site_email ?? '';
  const detailed = departments.map((department, index) => {
    const name = DEPARTMENT_NAMES[language][department.group];
    const hours = { openingschedule: openingHours(random, language, department.group, perDay), ...days(random, language, department.group, today) };
    // The Swedish workshop and tyre services (mechmate, tire hotel) book by these departments' hours and closed days: they stay as generated.
    const keepsHours = language === 'sv' && (department.group === 'Workshop' || department.group === 'Tires');
    const brands = options.brokenLogo && index === 0 ? [...department.brands, { brand_code: BROKEN_LOGO_BRAND.toUpperCase(), brand_name: BROKEN_LOGO_BRAND }] : department.brands;
    return {
      ...department,
      name,
      official_name: `${site.site_official_name} ${name}`,
      email: department.group === 'Spare parts' ? `${slugify(department.group)}.${siteEmail}` : department.email,
      brands,
      users: (staff[index] ?? []).map((user) => ({ ...user, title: titleOf(language, department.group) })),
      ...(keepsHours ? {} : hours),
    };
  });
  const image = options.withoutImage ? { site_image_url: undefined, site_primary_image: undefined } : {};
  const { site_image_url, site_primary_image, ...rest } = { ...site, ...image };
  return {
    ...rest,
    ...(site_image_url ? { site_image_url } : {}),
    ...(site_primary_image ? { site_primary_image } : {}),
    site_departments: detailed,
    site_timezone: timeZone,
  };
}

function titleOf(language: Language, group: DepartmentGroup): string {
  const titles = TITLES[language];
  if (group === 'New cars' || group === 'Used cars' || group === 'Transport') return titles.sales;
  return group === 'Spare parts' ? titles.parts : titles.workshop;
}

/**
 * `total` employees over the departments (at least one each, so at most 8 with up to 7 departments): each
 * department's first as generated, then its others in turn, then new names.
 */
function staffing(random: Random, departments: readonly SiteDepartment[], total: number): SiteUser[][] {
  const staff = departments.map((d) => d.users.slice(0, 1));
  const spare = departments.map((d) => d.users.slice(1));
  let count = staff.reduce((sum, users) => sum + users.length, 0);
  // Room is kept for a department with nobody yet (an added Spare parts), which gets a new name below.
  const others = total - staff.filter((users) => users.length === 0).length;
  for (let round = 0; count < others && spare.some((users) => users.length > round); round++) {
    spare.forEach((users, i) => {
      const user = users[round];
      if (user && count < others) {
        staff[i]!.push(user);
        count++;
      }
    });
  }
  for (let next = 0; count < total || staff.some((users) => users.length === 0); ) {
    // A department with nobody first, then the departments in turn.
    const empty = staff.findIndex((users) => users.length === 0);
    const i = empty >= 0 ? empty : next++ % departments.length;
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const domain = departments[i]!.email?.split('@')[1] ?? 'example.com';
    staff[i]!.push({ first_name: first, last_name: last, phone: departments[i]!.phone, email: `${slugify(first)}.${slugify(last)}@${domain}` });
    count++;
  }
  return staff;
}

/**
 * Deviation and vacation days around `today` (the site's date at the sandbox clock): a past closed day, an
 * early close for some today, Christmas Eve closed and New Year's Eve short; a past autumn break, a
 * stocktake running now at some aftersales departments, a summer closure ahead at most.
 */
function days(random: Random, language: Language, group: DepartmentGroup, today: string): Pick<SiteDepartment, 'deviationdays' | 'vacationdays'> {
  const closed = HOURS_STYLES[language].closed;
  const titles = VACATION_TITLES[language];
  const deviationdays = [
    { date: plusDays(today, -9), displayText: closed },
    ...(random.chance(0.3) ? [{ date: today, displayText: hoursText(language, 10 * 60, 15 * 60) }] : []),
    ...(random.chance(0.5) ? [{ date: plusDays(today, 5), displayText: hoursText(language, 10 * 60, 14 * 60) }] : []),
    { date: nextDate(today, 12, 24), displayText: closed },
    { date: nextDate(today, 12, 31), displayText: hoursText(language, 10 * 60, 14 * 60) },
  ];
  const aftersales = !(group === 'New cars' || group === 'Used cars');
  const vacationdays = [
    { vacationtitle: titles.autumn, vacationstart: plusDays(today, -30), vacationend: plusDays(today, -24) },
    ...(aftersales && random.chance(0.3) ? [{ vacationtitle: titles.staff, vacationstart: plusDays(today, -1), vacationend: plusDays(today, 2) }] : []),
    ...(random.chance(0.6) ? [summer(titles.summer, today)] : []),
  ];
  return { deviationdays, vacationdays };
}

// The next summer closure that has not ended: 13-26 July of this year, or of next.
function summer(title: string, today: string): SiteDepartment['vacationdays'][number] {
  const end = nextDate(today, 7, 26);
  return { vacationtitle: title, vacationstart: `${end.slice(0, 4)}-07-13`, vacationend: end };
}
