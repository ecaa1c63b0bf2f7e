import { searchRequestSchema, type FacetSortOrder, type SearchRequest, type SearchRequestInput } from '@showroom/contracts';
import { createRandom, type Random } from '../random';

type Doc = Record<string, unknown>;

const ENUMS = ['car_brand', 'car_model', 'car_body', 'car_fuel', 'car_gearbox', 'car_drive', 'car_color', 'car_condition', 'car_site_city', 'car_vehicle_type', 'car_id'];
const NUMBERS = ['car_price', 'car_mileage', 'car_year', 'car_seats', 'car_power', 'car_campaign_price', 'car_privateleasing_monthly_cost', 'car_ncapstars'];
const BOOLEANS = ['car_is_used', 'caroftheweek', 'car_has_campaign_price', 'car_has_privateleasing', 'car_vat_eligible'];
const FACETS = ['car_brand>car_model', 'car_brand', 'car_model', 'car_fuel', 'car_body', 'car_gearbox', 'car_equipment', 'car_is_used', 'car_price', 'car_mileage', 'car_year', 'car_campaign_price', 'car_brand>car_year', 'car_fuel>car_body>car_gearbox', 'car_seats>car_equipment'];
const SORTS = ['newest', 'oldest', 'price_asc', 'price_desc', 'mileage_asc', 'mileage_desc', 'year_desc', 'year_asc', 'car_power_desc', 'car_color_asc', 'car_campaign_price_asc', 'car_campaign_price_desc', 'car_privateleasing_monthly_cost_desc', 'car_id_desc'];
const ORDERS: FacetSortOrder[] = ['count_desc', 'count_asc', 'text_asc', 'text_desc'];
const TEXT_FIELDS = ['car_brand', 'car_model', 'car_version', 'car_body', 'car_fuel', 'car_color', 'car_gearbox', 'car_site_city', 'car_regno'];

/**
 * Random car search requests for one site's cars (for the engine's equivalence test): filters of every
 * kind (values, ranges, booleans, nested paths, `.neq`), keyphrases made of the cars' words or their
 * starts, facets, sorts and pages. Values are drawn from the cars, so most filters match something.
 */
export function randomCarRequests(cars: readonly Doc[], site: SearchRequest['site'], count: number, seed: number): SearchRequest[] {
  const random = createRandom(seed);
  const requests: SearchRequest[] = [];
  for (let i = 0; i < count; i++) {
    const input: SearchRequestInput = { index: 'cars', site, limit: random.pick([0, 1, 12, 24, 48, 100]), offset: random.weighted([[0, 5], [random.int(1, 60), 3], [random.int(0, 1200), 1]]) };
    const filters: Record<string, string[]> = {};
    for (let n = random.weighted([[0, 2], [1, 4], [2, 4], [3, 2], [4, 1]]); n > 0; n--) {
      const [key, values] = randomFilter(random, cars);
      filters[key] = values;
    }
    if (Object.keys(filters).length) input.filters = filters;
    if (random.chance(0.35)) input.keyphrase = randomKeyphrase(random, cars);
    if (random.chance(0.7)) input.facets = random.sample(FACETS, random.int(1, 5)).map((name) => (random.chance(0.5) ? { name, sort_order: random.pick(ORDERS) } : { name }));
    if (random.chance(0.6)) input.sort_name = random.pick(SORTS);
    if (random.chance(0.3)) input.fields = ['car_id', 'car_price', 'car_brand'];
    requests.push(searchRequestSchema.parse(input));
  }
  return requests;
}

function randomFilter(random: Random, cars: readonly Doc[]): [string, string[]] {
  const car = () => random.pick(cars);
  const neq = random.chance(0.2) ? '.neq' : '';
  switch (random.weighted([['enum', 4], ['number', 3], ['boolean', 2], ['nested', 2], ['list', 1]] as const)) {
    case 'enum': {
      const field = random.pick(ENUMS);
      const values = Array.from({ length: random.int(1, 3) }, () => String(car()[field] ?? ''));
      if (random.chance(0.1)) values.push('No such value');
      return [field + neq, values];
    }
    case 'number': {
      const field = random.pick(NUMBERS);
      const value = () => {
        const v = car()[field];
        return typeof v === 'number' ? v : random.int(0, 500000);
      };
      const ranges = Array.from({ length: random.weighted([[1, 4], [2, 1]]) }, () => {
        const [a, b] = [value(), value()].sort((x, y) => x - y) as [number, number];
        return random.pick([`${a}..${b}`, `..${b}`, `${a}..`, String(a), `${b}..${a}`]);
      });
      return [field + neq, ranges];
    }
    case 'boolean':
      return [random.pick(BOOLEANS) + neq, [random.pick(['true', 'false', '1', '0'])]];
    case 'nested': {
      const values = Array.from({ length: random.int(1, 3) }, () => {
        const c = car();
        return random.pick([`${String(c.car_brand)}`, `${String(c.car_brand)}>${String(c.car_model)}`, `${String(c.car_brand)}>`, `Nope>${String(c.car_model)}`]);
      });
      return ['car_brand>car_model' + neq, values];
    }
    case 'list': {
      const equipment = car().car_equipment;
      const items = Array.isArray(equipment) && equipment.length ? equipment.map(String) : ['Backkamera'];
      return ['car_equipment' + neq, random.sample(items, Math.min(items.length, random.int(1, 2)))];
    }
  }
}

function randomKeyphrase(random: Random, cars: readonly Doc[]): string {
  const words = Array.from({ length: random.weighted([[1, 3], [2, 3], [3, 1]]) }, () => {
    const text = String(random.pick(cars)[random.pick(TEXT_FIELDS)] ?? '');
    const word = random.pick(text.split(/\s+/).filter(Boolean).concat('zzqx'));
    // A word's start matches too (Orama matches prefixes): "vol" finds Volvo.
    return random.chance(0.3) && word.length > 2 ? word.slice(0, random.int(1, word.length - 1)) : word;
  });
  return (random.chance(0.3) ? words.map((w) => w.toUpperCase()) : words).join(' ');
}
