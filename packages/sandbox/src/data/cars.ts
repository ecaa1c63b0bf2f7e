import type { Car, DealerSite } from '@showroom/contracts';
import type { SiteCode } from '@showroom/sites';
import { blurDataUrl, mediaPath } from '../media/paths';
import { createRandom, slugify } from '../random';
import { financingFor } from './financingOffers';
import { BRANDS, type ModelLine } from './models';
import { formatMoney, formatNumber, MARKETS, STOCK_WEIGHTS } from './markets';
import { BODIES, COLORS, CONDITIONS, DRIVES, EQUIPMENT, FUELS, GEARBOXES, VEHICLE_TYPES } from './vocabulary';

const DAY = 86_400_000;
const BRAND_WEIGHTS = BRANDS.map((b) => [b, b.weight] as const);

/** Generates `count` cars over the seven sites; car_id values are unique numeric strings. */
export function generateCars(seed: number, count: number, dealerSites: readonly DealerSite[], now: Date): Car[] {
  const random = createRandom(seed);
  const sitesByCode = new Map<string, DealerSite[]>();
  for (const site of dealerSites) sitesByCode.set(site.site ?? '', [...(sitesByCode.get(site.site ?? '') ?? []), site]);
  const cars: Car[] = [];
  let nextId = 1_000_000;
  const thisYear = now.getUTCFullYear();
  for (let i = 0; i < count; i++) {
    nextId += random.int(1, 3);
    const code: SiteCode = random.weighted(STOCK_WEIGHTS);
    const market = MARKETS[code];
    const lang = market.language;
    const dealer = random.pick(sitesByCode.get(code) ?? []);
    const brandLine = random.weighted(BRAND_WEIGHTS);
    const line: ModelLine = random.pick(brandLine.models);
    const version = random.pick(line.versions);
    const fuel = random.pick(line.fuels);
    const isUsed = random.chance(0.7);
    const year = isUsed ? thisYear - random.int(1, 9) : thisYear - random.int(0, 1);
    const age = thisYear - year;
    const km = isUsed ? Math.round((age * random.int(8_000, 22_000) + random.int(0, 5_000)) / 100) * 100 : random.int(0, 50);
    const mileage = Math.round(km / market.kmPerUnit);
    const depreciation = isUsed ? Math.pow(0.86, age) * Math.max(0.55, 1 - km / 400_000) : 1;
    const priceSek = line.basePriceSek * (0.92 + random.next() * 0.2) * depreciation;
    const price = Math.max(market.priceStep * 10, Math.round((priceSek * market.fromSek) / market.priceStep) * market.priceStep - (market.priceStep >= 100 ? 100 : 0));
    const hasCampaign = random.chance(0.15);
    const campaignPrice = hasCampaign ? Math.round((price * 0.92) / market.priceStep) * market.priceStep : null;
    // Campaigns without a campaign price (spec 2: the car of the week's badge shows when campaigns
    // exist): every seventh car by id that has none gets a campaign on its financing or, without
    // financing, only a listed one. Taken from the id, not the random stream, so no other car changes.
    const otherCampaign = !hasCampaign && nextId % 7 === 0;
    const lcv = Boolean(line.lcv);
    const vatFactor = 1 + market.vatRate;
    const color = random.pick(COLORS);
    const power = random.int(line.power[0], line.power[1]);
    const electric = fuel === 'Electric' || fuel === 'Plug-in hybrid';
    const id = String(nextId);
    const brand = brandLine.brand;
    const slug = slugify(`${brand}-${line.model}-${version}`);
    const imageCount = random.int(1, 6);
    const blur = blurDataUrl(color.hex);
    const images = Array.from({ length: imageCount }, (_, n) => ({ original: mediaPath('cars', id, n + 1), blur_data_url: blur }));
    const publish = new Date(now.getTime() - random.int(0, 120) * DAY - random.int(0, DAY - 1));
    const swedish = market.currency === 'SEK';
    const financing = swedish && random.chance(0.45) ? financingFor(random, market, campaignPrice ?? price, hasCampaign || otherCampaign, market.vatRate) : null;
    const seller = dealer?.site_departments[0]?.users[0];
    const gearbox = electric || power > 200 || random.chance(0.7) ? GEARBOXES.automatic : GEARBOXES.manual;
    const drive = /AWD|xDrive|4MATIC|4Motion|ALL4|Twin|AWD-i/.test(version) ? DRIVES.awd : random.chance(0.7) ? DRIVES.fwd : DRIVES.rwd;
    const displayPrice = campaignPrice ?? price;
    cars.push({
      car_id: id,
      slug,
      site: code,
      car_brand: brand,
      car_model: line.model,
      car_model_text: `${brand} ${line.model}`,
      car_body: BODIES[line.body]?.[lang] ?? line.body,
      car_year: year,
      car_fuel: FUELS[fuel][lang],
      car_gearbox: gearbox[lang],
      car_drive: drive[lang],
      car_color: color.words[lang],
      car_seats: line.seats,
      car_doors: line.doors,
      car_version: version,
      car_condition: (isUsed ? CONDITIONS.used : CONDITIONS.new)[lang],
      car_is_used: isUsed,
      car_regno: regNo(nextId),
      car_chassino: `WBA${String(nextId).padStart(14, '0')}`,
      car_firstregistration: isUsed ? `${year}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}` : null,
      car_trim_package: version,
      car_description: `${brand} ${line.model} ${version} i färgen ${color.words[lang].toLowerCase()}. Välskött bil från ${dealer?.site_official_name ?? ''}.`,
      car_ncapstars: random.pick([4, 5, 5]),
      car_vehicle_type: (lcv ? VEHICLE_TYPES.lcv : VEHICLE_TYPES.car)[lang],
      car_mileage: mileage,
      car_mileage_text: `${formatNumber(market, mileage)} ${market.odometerUnit}`,
      car_odometer: mileage,
      car_odometer_unit: market.odometerUnit,
      car_price: price,
      car_price_text: formatMoney(market, price),
      car_price_title: lcv ? 'Pris exkl. moms' : 'Pris',
      car_price_currency: market.currency,
      car_retail_price: price,
      car_retail_price_text: formatMoney(market, price),
      car_retail_price_exkl_vat: Math.round(price / vatFactor),
      car_campaign_price: campaignPrice,
      car_campaign_price_text: campaignPrice === null ? null : formatMoney(market, campaignPrice),
      car_campaign_price_exkl_vat: campaignPrice === null ? null : Math.round(campaignPrice / vatFactor),
      car_has_campaign_price: hasCampaign,
      car_has_campaign_loan: Boolean(financing && (hasCampaign || otherCampaign)),
      car_has_campaign_companyleasing: Boolean(financing?.companyLeasing && (hasCampaign || otherCampaign)),
      car_has_campaign_privateleasing: Boolean(financing?.privateLeasing?.is_campaign),
      car_campaigns: campaignsFor(hasCampaign, otherCampaign, financing !== null, new Date(now.getTime() + 30 * DAY)),
      car_has_companyleasing: Boolean(financing?.companyLeasing),
      car_has_privateleasing: Boolean(financing?.privateLeasing),
      car_vat_eligible: lcv || random.chance(0.35),
      car_vehicle_type_code: lcv ? 'LCV' : 'PC',
      car_is_sample: !isUsed && random.chance(0.1),
      caroftheweek: false,
      autos_on_show: random.chance(0.2),
      indexed_at: now.toISOString(),
      car_pbbratio: swedish ? Math.round(random.next() * 300) / 100 : null,
      car_beneficial_value: swedish ? Math.round(displayPrice * 0.009 / 10) * 10 : null,
      car_publishdate: publish.toISOString(),
      car_site_id: dealer?.site_id ?? null,
      car_site_name: dealer?.site_official_name ?? null,
      car_site_city: dealer?.site_city ?? null,
      car_site_region: dealer?.site_region ?? null,
      car_site_leads_email: dealer?.site_email ?? null,
      car_companyerpid: dealer ? dealer.site_id.slice(1) : null,
      car_departmenterpid: dealer?.site_departments[isUsed ? 1 : 0]?.erp_id ?? null,
      car_sellers: seller ? [{ name: `${seller.first_name} ${seller.last_name}`, email: seller.email ?? null, phone: seller.phone ?? null, title: seller.title ?? null }] : [],
      car_images: images,
      car_primary_image: { thumbnail_url: images[0]!.original, blur_data_url: blur },
      car_equipment: random.sample(EQUIPMENT, random.int(4, 14)),
      linked_vehicles: [],
      car_emission: electric && fuel === 'Electric' ? '0 g/km' : `${random.int(95, 210)} g/km`,
      car_fuel_combined: fuel === 'Electric' ? null : `${(random.int(35, 90) / 10).toFixed(1)} l/100 km`,
      car_electric_range: electric ? `${fuel === 'Electric' ? random.int(300, 600) : random.int(40, 100)} km` : null,
      car_electric_consumption: electric ? `${(random.int(140, 220) / 10).toFixed(1)} kWh/100 km` : null,
      car_battery_size: electric ? `${fuel === 'Electric' ? random.int(50, 110) : random.int(12, 25)} kWh` : null,
      car_ac_charging_speed: electric ? `${random.pick([7.4, 11, 22])} kW` : null,
      car_dc_charging_speed: fuel === 'Electric' ? `${random.pick([100, 135, 150, 205, 270])} kW` : null,
      car_power: power,
      car_power_text: `${power} hk (${Math.round(power * 0.7355)} kW)`,
      car_service_weight: `${random.int(1250, 2600)} kg`,
      car_cargo_volume: `${random.int(300, 650)} l`,
      car_height: `${random.int(1400, 1750)} mm`,
      car_length: `${random.int(3900, 5100)} mm`,
      car_width: `${random.int(1750, 2000)} mm`,
      car_fuel_tank_capacity: fuel === 'Electric' ? null : `${random.int(40, 80)} l`,
      car_acceleration: `${(random.int(40, 120) / 10).toFixed(1)} s`,
      car_loan: financing?.loan ?? null,
      car_companyleasing: financing?.companyLeasing ?? null,
      car_privateleasing: financing?.privateLeasing ?? null,
      car_leasing_options: financing?.list ?? [],
      car_privateleasing_monthly_cost: financing?.privateMonthly ?? null,
      car_companyleasing_monthly_cost: financing?.companyMonthly ?? null,
      gross_price: price,
      retailPrice: displayPrice,
    });
  }
  markCarsOfTheWeek(cars);
  linkSamples(cars);
  return cars;
}

/** The campaigns a car lists: with a campaign price, a price campaign; otherwise a campaign rate on its financing, or a gift. */
function campaignsFor(hasCampaignPrice: boolean, otherCampaign: boolean, financed: boolean, validTo: Date): NonNullable<Car['car_campaigns']> {
  const valid_to = validTo.toISOString().slice(0, 10);
  if (hasCampaignPrice) return [{ name: 'Kampanj', description: 'Tidsbegränsat erbjudande', valid_to }];
  if (!otherCampaign) return [];
  return [financed ? { name: 'Kampanjränta', description: 'Kampanjerbjudande på billån och leasing', valid_to } : { name: 'Vinterhjul på köpet', description: 'Kompletta vinterhjul ingår', valid_to }];
}

/** A Swedish registration number (ABC123 form) derived from the id; distinct ids give distinct numbers. */
export function regNo(id: number): string {
  const letters = 'ABCDEFGHJKLMNOPRSTUWXYZ';
  const k = id - 1_000_000;
  const block = Math.floor(k / 1000);
  const a = letters[block % 23];
  const b = letters[Math.floor(block / 23) % 23];
  const c = letters[Math.floor(block / 529) % 23];
  return `${c}${b}${a}${String(k % 1000).padStart(3, '0')}`;
}

// Up to four cars per site are cars of the week, so every site's carousel has content.
function markCarsOfTheWeek(cars: Car[]): void {
  const perSite = new Map<string, number>();
  for (const car of cars) {
    const count = perSite.get(car.site ?? '') ?? 0;
    if (count < 4 && Number(car.car_id) % 5 === 0) {
      car.caroftheweek = true;
      perSite.set(car.site ?? '', count + 1);
    }
  }
}

// Sample (new) cars link to other trims of the same model on the same site, for "other packages".
function linkSamples(cars: Car[]): void {
  const byModel = new Map<string, Car[]>();
  for (const car of cars) {
    if (car.car_is_used) continue;
    const key = `${car.site}|${car.car_brand}|${car.car_model}`;
    const group = byModel.get(key);
    if (group) group.push(car);
    else byModel.set(key, [car]);
  }
  for (const group of byModel.values()) {
    for (const car of group) {
      if (!car.car_is_sample) continue;
      car.linked_vehicles = group
        .filter((other) => other !== car && other.car_version !== car.car_version)
        .slice(0, 4)
        .map((other) => ({ vehicle_id: other.car_id, slug: other.slug, package_name: other.car_version ?? '' }));
    }
  }
}
