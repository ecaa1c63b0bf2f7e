import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { dealerSiteSchema, parseGeocoord } from '@showroom/contracts';
import { brandLogos } from '../content/brandLogos';
import { registerMedia } from '../media/route';
import { generateDealerSites, generateStockSites } from './dealerSites';
import { BROKEN_LOGO_BRAND, localDate, MARKET_TIME_ZONES } from './dealerSitesDetails';
import { MARKETS } from './markets';

// The e2e clock: Monday 2 November 2026, 09:00Z.
const now = new Date('2026-11-02T09:00:00Z');
const sites = generateDealerSites(7, now);
const departments = sites.flatMap((s) => s.site_departments.map((d) => ({ site: s, d })));

// What the front end reads (mfe-dealers/src/opening-hours/weekSchedule.ts): a range of times, or a closed word.
const HOURS = /^(\d{1,2}[:.]\d{2}\s*[-–—]\s*\d{1,2}[:.]\d{2})(,\s*\d{1,2}[:.]\d{2}\s*[-–—]\s*\d{1,2}[:.]\d{2})?$|^(Stängt|Stengt|Suljettu|Zatvorené|Closed)$/;

describe('dealer site details', () => {
  it('stay valid site records', () => {
    for (const site of sites) dealerSiteSchema.parse(site);
  });

  it('give each site its market’s time zone', () => {
    for (const site of sites) expect(site.site_timezone).toBe(MARKET_TIME_ZONES[site.site!.split('-')[1]!]);
    expect(new Set(sites.map((s) => s.site_timezone))).toEqual(new Set(['Europe/Stockholm', 'Europe/Oslo', 'Europe/Helsinki', 'Europe/Bratislava', 'Europe/London']));
  });

  it('give every site New cars, Used cars and Spare parts; a workshop at some, not at others', () => {
    for (const site of sites) {
      const groups = site.site_departments.map((d) => d.group);
      expect(groups.slice(0, 2)).toEqual(['New cars', 'Used cars']);
      expect(groups).toContain('Spare parts');
    }
    const withWorkshop = sites.filter((s) => s.site_departments.some((d) => d.group === 'Workshop')).length;
    expect(withWorkshop).toBeGreaterThan(10);
    expect(withWorkshop).toBeLessThan(sites.length);
  });

  it('staff every site with 2 to 8 people, each department with at least one', () => {
    for (const site of sites) {
      const count = site.site_departments.reduce((sum, d) => sum + d.users.length, 0);
      expect(count).toBeGreaterThanOrEqual(2);
      expect(count).toBeLessThanOrEqual(8);
      for (const d of site.site_departments) expect(d.users.length).toBeGreaterThan(0);
    }
  });

  it('write opening hours the front end can read, for every day of the week', () => {
    for (const { d } of departments) {
      for (const row of d.openingschedule.openinghours) expect(row.displayText).toMatch(HOURS);
      // Three rows (weekdays, Saturday, Sunday) or seven (one a day).
      expect([3, 7]).toContain(d.openingschedule.openinghours.length);
    }
    // Both styles occur, and per-day schedules in several languages.
    expect(departments.some(({ d }) => d.openingschedule.openinghours.length === 7)).toBe(true);
    expect(new Set(departments.map(({ d }) => d.openingschedule.openinghours[0]!.day))).toEqual(
      new Set(['Mån-Fre', 'Man–Fre', 'ma–pe', 'Po - Pi', 'Mon-Fri', 'Måndag', 'Mandag', 'Maanantai', 'Pondelok', 'Monday']),
    );
  });

  it('place deviation and vacation days around the clock’s date: some past, some today, some ahead', () => {
    const today = (site: (typeof sites)[number]) => localDate(now, site.site_timezone!);
    const deviations = departments.flatMap(({ site, d }) => d.deviationdays.map((day) => Math.sign(day.date.localeCompare(today(site)))));
    expect(new Set(deviations)).toEqual(new Set([-1, 0, 1]));
    const vacations = departments.flatMap(({ site, d }) =>
      d.vacationdays.map((v) => (v.vacationend < today(site) ? 'past' : v.vacationstart <= today(site) ? 'current' : 'future')),
    );
    expect(new Set(vacations)).toEqual(new Set(['past', 'current', 'future']));
    for (const { d } of departments) for (const v of d.vacationdays) expect(v.vacationstart <= v.vacationend).toBe(true);
  });

  it('leave exactly one site without a picture, a branch that carries no cars', () => {
    const bare = sites.filter((s) => !s.site_primary_image && !s.site_image_url);
    expect(bare).toHaveLength(1);
    expect(generateStockSites(7, now).some((s) => s.site_id === bare[0]!.site_id)).toBe(false);
  });

  it('keep each site near its town (within 1.2 km: ±0.01° is at most 1.1 km north-south)', () => {
    for (const site of generateStockSites(7, now)) {
      const town = MARKETS[site.site as keyof typeof MARKETS].towns.find((t) => t.name === site.site_city)!;
      const p = parseGeocoord(site.site_geocoord)!;
      // 1° of latitude = 111.2 km; 1° of longitude = 111.2 km * cos(latitude).
      const km = Math.hypot((p.lat - town.lat) * 111.2, (p.lng - town.lng) * 111.2 * Math.cos((town.lat * Math.PI) / 180));
      expect(km).toBeLessThan(1.2);
    }
  });

  it('give one department the brand whose logo URL is broken: the media route answers 404 for it', async () => {
    const carriers = departments.filter(({ d }) => d.brands.some((b) => b.brand_name === BROKEN_LOGO_BRAND));
    expect(carriers).toHaveLength(1);
    expect(carriers[0]!.site.site).toBe('dealergroup-se');
    expect(carriers[0]!.site.website_sort_order).toBe(1);
    const logo = brandLogos(65).find((l) => l.brandCode === 'POLESTAR')!;
    const other = brandLogos(65).find((l) => l.brandCode === 'VOLVO')!;
    const app = Fastify();
    registerMedia(app, new Map(), () => false, { cacheDir: mkdtempSync(path.join(tmpdir(), 'logo-test-')) });
    // The host proxies /-/media/* to the sandbox's /media/*.
    const status = async (url: string) => (await app.inject({ method: 'GET', url: url.replace(/^\/-/, '') })).statusCode;
    expect(await status(logo.logo)).toBe(404);
    expect(await status(other.logo)).toBe(200);
    await app.close();
  });

  it('are the same for the same seed and clock', () => {
    expect(generateDealerSites(7, now)).toEqual(sites);
  });
});
