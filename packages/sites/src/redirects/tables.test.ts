import type { SiteCode } from '../siteCodes';
import { SITE_CODES } from '../siteCodes';
import { matchRedirect, validateRule } from './engine';
import { redirectAllowedHostsFor, redirectFor, redirectsFor } from './tables';
import type { RedirectRule } from './types';
import { wwwToBare } from './www';

/** Identifies a rule in the cases below: its source, plus `?key=value` of its has condition. */
const ruleKey = (r: RedirectRule) => r.source + (r.has ? `?${r.has.key}${r.has.value === undefined ? '' : `=${r.has.value}`}` : '');

/** [rule key, request path (+query) built from the rule with sample values, expected location written by hand]. */
type Case = [rule: string, request: string, expected: string];

const HOSTS: Record<SiteCode, string> = {
  'carstore-fi': 'carstore.fi',
  'carstore-no': 'carstore.no',
  'carstore-se': 'carstore.se',
  'carstore-sk': 'carstore.sk',
  'dealergroup-se': 'dealergroup.se',
  'dealergroup-no': 'dealergroup.no',
  'premium-uk': 'premium-motors.co.uk',
};

/** Every rule of every table, at least once. Shadowed rules (duplicate sources) are listed in SHADOWED instead. */
const RULE_CASES: Record<SiteCode, Case[]> = {
  'carstore-fi': [
    ['/miksi-carstore', '/miksi-carstore', '/auton-omistaminen'],
    ['/miksi/{slug}', '/miksi/takuu', '/auton-omistaminen'],
    ['/toimipisteet/{id}/{city}', '/toimipisteet/12/helsinki', '/toimipisteet/helsinki'],
    ['/en/{path*}', '/en/autot/bmw', '/autot/bmw'],
  ],
  'carstore-no': [
    ['/hvorfor-carstore', '/hvorfor-carstore', '/bileierskap'],
    ['/hvorfor/{slug}', '/hvorfor/garanti', '/bileierskap'],
    ['/bilmerker/{brand}', '/bilmerker/volvo', '/merker/volvo'],
    ['/om-carstore/{path*}', '/om-carstore/jobb', '/om-oss/jobb'],
    ['/avdelinger/{id}/{city}', '/avdelinger/3/oslo', '/finn-oss/oslo'],
  ],
  'carstore-se': [
    ['/varfor-carstore', '/varfor-carstore', '/bilagande'],
    ['/varfor/{slug}', '/varfor/garanti', '/bilagande'],
    ['/om-carstore/{path*}', '/om-carstore/press', '/om-oss/press'],
    ['/anlaggningar/{id}/{city}', '/anlaggningar/7/goteborg', '/hitta-oss/goteborg'],
    ['/marken/{brand}', '/marken/Volvo', '/bilar?car_brand=Volvo'],
  ],
  'carstore-sk': [
    ['/vyhody-carstore', '/vyhody-carstore', '/o-nas'],
    ['/vyhody/{slug}', '/vyhody/zaruka', '/o-nas'],
    ['/o-carstore', '/o-carstore', '/o-nas'],
    ['/kupit-auto', '/kupit-auto', '/'],
    ['/kontakt', '/kontakt', '/kontakty'],
    ['/pobocky/{id}/{city}', '/pobocky/4/bratislava', '/pobocky/bratislava'],
  ],
  'dealergroup-se': [
    ['/anlaggningar/{id}/hedin-bil-{location}', '/anlaggningar/123/hedin-bil-goteborg', '/anlaggningar/hedin-automotive-goteborg'],
    ['/mercedes-benz/anlaggningar/{id}/{location}', '/mercedes-benz/anlaggningar/55/malmo', '/anlaggningar/hedin-automotive-malmo'],
    ['/hitta-hit/{location}', '/hitta-hit/uppsala', '/anlaggningar/hedin-automotive-uppsala'],
    ['/karriar', '/karriar', 'https://karriar.dealergroup.se/'],
    ['/karriar/{path*}', '/karriar/lediga-jobb', 'https://karriar.dealergroup.se/lediga-jobb'],
    ['/bilar?fordonstyp=transportbil', '/bilar?fordonstyp=transportbil', '/kop-bil?car_vehicle_type=Transportbil'],
    ['/bilar?drivmedel=el', '/bilar?drivmedel=el', '/kop-bil?car_fuel=El'],
    ['/bilar?skick=begagnad', '/bilar?skick=begagnad', '/kop-bil?car_condition=Begagnad'],
    ['/bilar?marke', '/bilar?marke=Volvo', '/kop-bil?car_brand=Volvo'],
    ['/bilar', '/bilar', '/kop-bil'],
    ['/bilar-i-lager', '/bilar-i-lager', '/kop-bil'],
    ['/bilar-i-lager/nya-bilar', '/bilar-i-lager/nya-bilar', '/kop-bil?car_condition=Ny'],
    ['/bilar-i-lager/begagnade-bilar', '/bilar-i-lager/begagnade-bilar', '/kop-bil?car_condition=Begagnad'],
    ['/bilar-i-lager/elbilar', '/bilar-i-lager/elbilar', '/kop-bil?car_fuel=El'],
    ['/bilar-i-lager/transportbilar', '/bilar-i-lager/transportbilar', '/kop-bil?car_vehicle_type=Transportbil'],
    ['/bilar-i-lager/malardalen', '/bilar-i-lager/malardalen', '/kop-bil?car_site_region=Stockholm&car_site_region=Uppsala'],
    ['/bilar-i-lager/{brand}', '/bilar-i-lager/Volvo', '/kop-bil?car_brand=Volvo'],
    ['/bil/{id}/{slug}', '/bil/123456/volvo-xc60-t8', '/kop-bil/123456/volvo-xc60-t8'],
    ['/kampanjer', '/kampanjer', '/kop-bil/kampanjer'],
    ['/foretag', '/foretag', '/kop-bil/foretagsbilar'],
    ['/finansiering', '/finansiering', '/kop-bil/finansiering'],
    ['/forsakring', '/forsakring', '/kop-bil/forsakring'],
    ['/verkstad', '/verkstad', '/service-och-verkstad'],
    ['/boka-service', '/boka-service', '/service-och-verkstad/boka-service'],
    ['/dackhotell', '/dackhotell', '/dack/dackhotell'],
    ['/tillbehorspaket', '/tillbehorspaket', '/tillbehor/paket'],
    ['/livet-med-bil/{path*}', '/livet-med-bil/tips/vinter', '/livet-med-bilen/tips/vinter'],
    ['/om-hedin/{path*}', '/om-hedin/historia', '/om-oss/historia'],
    ['/dackshop/success', '/dackshop/success', '/dack/tack'],
    ['/dackshop/error', '/dackshop/error', '/dack/fel'],
  ],
  'dealergroup-no': [
    ['/bestill-service', '/bestill-service', '/verksted/bestill-service'],
    ['/forhandler/{id}/{location}', '/forhandler/8/bergen', '/forhandlere/bergen'],
  ],
  'premium-uk': [
    ['/used/{path*}', '/used/bmw/x5', '/buy-car/used-cars/bmw/x5'],
    ['/used-cars/{brand}/{model}', '/used-cars/bmw/x5', '/buy-car/used-cars/bmw'],
    ['/new-cars/{brand}/{model}', '/new-cars/mini/cooper', '/buy-car/new-cars/mini'],
    ['/brands/{brand}', '/brands/mercedes-benz', '/buy-car/brands/mercedes-benz'],
    ['/offers/{brand}/{offer}', '/offers/bmw/summer-deal', '/buy-car/latest-offers/bmw'],
    ['/enquiry/{brand}/{model}', '/enquiry/mini/countryman', '/buy-car/latest-offers/mini'],
    ['/test-drive/{brand}/{model}', '/test-drive/bmw/i4', '/buy-car/latest-offers/bmw'],
    ['/call-me-back/{brand}', '/call-me-back/smart', '/buy-car/latest-offers/smart'],
    ['/business/{brand}/{path*}', '/business/bmw/fleet/x1', '/buy-car/fleet-and-business-offers/bmw'],
    ['/motability-offers/{brand}', '/motability-offers/mini', '/buy-car/motability/mini'],
    ['/finance/{brand}', '/finance/bmw', '/buy-car/finance-and-insurance-options/personal-finance/bmw'],
    [
      '/buy-car/finance-and-insurance-options/insurance-products/{brand}',
      '/buy-car/finance-and-insurance-options/insurance-products/mini',
      '/buy-car/finance-and-protection-products/protection-products/mini',
    ],
    [
      '/buy-car/finance-and-insurance-options/insurance-',
      '/buy-car/finance-and-insurance-options/insurance-',
      '/buy-car/finance-and-protection-products/protection-products',
    ],
    ['/locations/{dealer}', '/locations/premium-bmw-london', '/find-us/premium-bmw-london'],
    ['/dealers/{id}/{dealer}', '/dealers/42/premium-mini-leeds', '/find-us/premium-mini-leeds'],
    ['/contact-us', '/contact-us', '/find-us'],
    ['/social', '/social', '/'],
    ['/re-opening', '/re-opening', '/'],
    ['/car-sales/{brand}', '/car-sales/BMW', '/find-us?site_departments_brand_name=BMW&site_departments_service_name=Car+Sales'],
    ['/-/media/premium/pdfs/used-car-price-list.pdf', '/-/media/premium/pdfs/used-car-price-list.pdf', '/buy-car/used-cars'],
    ['/-/media/premium/pdfs/{brand}-motability-prices.pdf', '/-/media/premium/pdfs/bmw-motability-prices.pdf', '/buy-car/motability/bmw'],
    ['/servicing', '/servicing', '/service-and-parts'],
    ['/service/{brand}', '/service/mini', '/service-and-parts/mini/servicing'],
    ['/accident-repair', '/accident-repair', '/bodyshop/accident-repairs'],
    ['/sell-your-car', '/sell-your-car', '/sell-car'],
    ['/news', '/news', '/news-and-events'],
    ['/about/gender-pay-gap', '/about/gender-pay-gap', '/further-policies-and-statements/gender-pay-gap'],
  ],
};

/** Rules that can never match because an earlier rule has the same source (first match wins). */
const SHADOWED: Partial<Record<SiteCode, string[]>> = { 'premium-uk': ['/servicing'] };

/** Values the tables do not list: another id, another town, another brand. */
const PATTERN_CASES: Record<SiteCode, [request: string, expected: string][]> = {
  'carstore-fi': [
    ['/toimipisteet/999/tampere', '/toimipisteet/tampere'],
    ['/en/toimipisteet/oulu', '/toimipisteet/oulu'],
    ['/en', '/'],
    ['/miksi/huolto', '/auton-omistaminen'],
  ],
  'carstore-no': [
    ['/avdelinger/77/trondheim', '/finn-oss/trondheim'],
    ['/bilmerker/tesla', '/merker/tesla'],
  ],
  'carstore-se': [
    ['/anlaggningar/1001/umea', '/hitta-oss/umea'],
    ['/marken/kia', '/bilar?car_brand=kia'],
  ],
  'carstore-sk': [['/pobocky/88/kosice', '/pobocky/kosice']],
  'dealergroup-se': [
    ['/anlaggningar/98765/hedin-bil-vasteras', '/anlaggningar/hedin-automotive-vasteras'],
    ['/anlaggningar/1/hedin-bil-ostersund-centrum', '/anlaggningar/hedin-automotive-ostersund-centrum'],
    ['/mercedes-benz/anlaggningar/2/kalmar', '/anlaggningar/hedin-automotive-kalmar'],
    ['/hitta-hit/borlange', '/anlaggningar/hedin-automotive-borlange'],
    ['/bilar?marke=Kia', '/kop-bil?car_brand=Kia'],
    ['/bilar-i-lager/ford', '/kop-bil?car_brand=ford'],
    ['/bil/42/kia-ev6', '/kop-bil/42/kia-ev6'],
    ['/karriar/butik/stockholm', 'https://karriar.dealergroup.se/butik/stockholm'],
  ],
  'dealergroup-no': [['/forhandler/1/stavanger', '/forhandlere/stavanger']],
  'premium-uk': [
    ['/used/mini', '/buy-car/used-cars/mini'],
    ['/used', '/buy-car/used-cars'],
    ['/used-cars/mini/clubman', '/buy-car/used-cars/mini'],
    ['/new-cars/smart/fortwo', '/buy-car/new-cars/smart'],
    ['/locations/premium-smart-bristol', '/find-us/premium-smart-bristol'],
    ['/dealers/7/premium-bmw-york', '/find-us/premium-bmw-york'],
    ['/car-sales/MINI', '/find-us?site_departments_brand_name=MINI&site_departments_service_name=Car+Sales'],
    ['/-/media/premium/pdfs/mini-motability-prices.pdf', '/buy-car/motability/mini'],
    ['/service/smart', '/service-and-parts/smart/servicing'],
  ],
};

const request = (site: SiteCode, pathAndQuery: string) => {
  const [path, qs = ''] = pathAndQuery.split('?');
  return { host: HOSTS[site], path: path!, query: new URLSearchParams(qs) };
};
const run = (site: SiteCode, pathAndQuery: string) =>
  matchRedirect(redirectsFor(site), request(site, pathAndQuery), { allowedHosts: redirectAllowedHostsFor(site) });

describe.each(SITE_CODES.map((s) => [s] as const))('%s redirect table', (site) => {
  it('every rule is valid and permanent', () => {
    for (const r of redirectsFor(site)) expect(() => validateRule(r)).not.toThrow();
  });

  it('every rule has a case (or is a documented shadowed duplicate)', () => {
    const covered = new Set(RULE_CASES[site].map((c) => c[0]));
    const keys = redirectsFor(site).map(ruleKey);
    const seen = new Set<string>();
    for (const key of keys) {
      if (seen.has(key)) expect(SHADOWED[site] ?? []).toContain(key);
      else expect(covered).toContain(key);
      seen.add(key);
    }
    expect([...covered].filter((k) => !keys.includes(k))).toEqual([]);
  });

  it.each(RULE_CASES[site])('rule %s: %s -> %s', (_rule, path, expected) => {
    expect(run(site, path)).toEqual({ location: expected, status: 308 });
  });

  it.each(PATTERN_CASES[site])('pattern with unlisted values: %s -> %s', (path, expected) => {
    expect(run(site, path)?.location).toBe(expected);
  });

  it('destinations stay on the site or go to an allow-listed host', () => {
    for (const [, path] of RULE_CASES[site]) {
      const location = run(site, path)!.location;
      if (!location.startsWith('/')) expect(redirectAllowedHostsFor(site)).toContain(new URL(location).hostname);
      else expect(location.startsWith('//')).toBe(false);
    }
  });
});

describe('table behaviour', () => {
  it('premium-uk duplicate /servicing: the first destination wins', () => {
    const dups = redirectsFor('premium-uk').filter((r) => r.source === '/servicing');
    expect(dups.map((r) => r.destination)).toEqual(['/service-and-parts', '/bodyshop/book-service-or-mot']);
    expect(run('premium-uk', '/servicing')?.location).toBe('/service-and-parts');
  });

  it('dealergroup-se has-condition rules keep the visitor’s other parameters', () => {
    expect(run('dealergroup-se', '/bilar?drivmedel=el&sort=price&car_site_region=Lund')?.location).toBe(
      '/kop-bil?car_fuel=El&sort=price&car_site_region=Lund',
    );
    expect(run('dealergroup-se', '/bilar?drivmedel=bensin&page=2')?.location).toBe('/kop-bil?drivmedel=bensin&page=2');
    expect(run('dealergroup-se', '/bilar-i-lager/malardalen?car_site_region=Orebro')?.location).toBe(
      '/kop-bil?car_site_region=Stockholm&car_site_region=Uppsala&car_site_region=Orebro',
    );
  });

  it('trailing slash and case on real tables', () => {
    expect(run('premium-uk', '/Contact-Us/')?.location).toBe('/find-us');
    expect(run('dealergroup-se', '/ANLAGGNINGAR/5/Hedin-Bil-Lund/')?.location).toBe('/anlaggningar/hedin-automotive-Lund');
  });

  it.each(['/used//evil.com', '/used/%2F%2Fevil.com', '/used/\\evil.com', '/used/%5C%5Cevil.com', '/locations/%2F%2Fevil.com'])(
    'premium-uk refuses %s',
    (path) => {
      expect(run('premium-uk', path)).toBeNull();
    },
  );

  it('careers redirect is refused without its allow-list entry', () => {
    expect(matchRedirect(redirectsFor('dealergroup-se'), request('dealergroup-se', '/karriar'))).toBeNull();
    expect(run('dealergroup-se', '/karriar')?.location).toBe('https://karriar.dealergroup.se/');
  });

  it('unknown paths do not redirect', () => {
    for (const site of SITE_CODES) expect(run(site, '/definitely-not-a-rule')).toBeNull();
  });
});

describe('wwwToBare / redirectFor', () => {
  it('sends www.dealergroup.se to the bare host with path and query', () => {
    const q = new URLSearchParams('car_fuel=El&car_site_region=A&car_site_region=B');
    expect(wwwToBare({ host: 'www.dealergroup.se', path: '/kop-bil', query: q })).toEqual({
      location: 'https://dealergroup.se/kop-bil?car_fuel=El&car_site_region=A&car_site_region=B',
      status: 308,
    });
    expect(wwwToBare({ host: 'WWW.dealergroup.se:443', path: '/', query: new URLSearchParams() })?.location).toBe('https://dealergroup.se/');
  });

  it('ignores the bare host and foreign hosts', () => {
    expect(wwwToBare({ host: 'dealergroup.se', path: '/', query: new URLSearchParams() })).toBeNull();
    expect(wwwToBare({ host: 'www.evil.com', path: '/', query: new URLSearchParams() })).toBeNull();
    expect(wwwToBare({ host: 'www.carstore.se', path: '/', query: new URLSearchParams() })).toBeNull();
  });

  it('redirectFor applies www first on dealergroup-se only, then the table', () => {
    const q = () => new URLSearchParams();
    expect(redirectFor('dealergroup-se', { host: 'www.dealergroup.se', path: '/bilar', query: q() })?.location).toBe('https://dealergroup.se/bilar');
    expect(redirectFor('dealergroup-se', { host: 'dealergroup.se', path: '/bilar', query: q() })?.location).toBe('/kop-bil');
    expect(redirectFor('carstore-se', { host: 'www.carstore.se', path: '/kontakt', query: q() })).toBeNull();
    expect(redirectFor('carstore-sk', { host: 'www.carstore.sk', path: '/kontakt', query: q() })?.location).toBe('/kontakty');
  });
});
