import type { SearchIndex } from '@showroom/contracts';

/** How a field is indexed: enum (exact values), number (ranges), boolean, or a list of enums. */
export type FieldKind = 'enum' | 'number' | 'boolean' | 'enum[]';

/** A sort: fields compared in order, then the id breaks ties. */
export interface SortSpec {
  field: string;
  direction: 'asc' | 'desc';
}

export interface IndexSpec {
  kind: SearchIndex;
  idField: string;
  /** Filterable and facetable fields. */
  fields: Record<string, FieldKind>;
  /** Words the keyphrase matches. */
  text(doc: Record<string, unknown>): string;
  /** The keyphrase as the text was indexed (e.g. folded); as typed when absent. */
  keyphrase?(typed: string): string;
  /** Named sorts; any `<field>_asc` / `<field>_desc` of a number or enum field also works. */
  sorts: Record<string, SortSpec>;
  defaultSort: SortSpec;
  /** The "lat,lng" field a request's `near` sorts by (only indexes of places have one). */
  geoField?: string;
  /** Derived fields added to each record before indexing (not returned). */
  derive?(doc: Record<string, unknown>): Record<string, unknown>;
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const foldText = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const CARS: IndexSpec = {
  kind: 'cars',
  idField: 'car_id',
  fields: {
    car_id: 'enum', slug: 'enum', car_brand: 'enum', car_model: 'enum', car_body: 'enum', car_year: 'number', car_fuel: 'enum',
    car_gearbox: 'enum', car_drive: 'enum', car_color: 'enum', car_seats: 'number', car_doors: 'number', car_version: 'enum',
    car_condition: 'enum', car_is_used: 'boolean', car_regno: 'enum', car_trim_package: 'enum', car_vehicle_type: 'enum',
    car_vehicle_type_code: 'enum', car_mileage: 'number', car_price: 'number', car_campaign_price: 'number',
    car_has_campaign_price: 'boolean', car_has_campaign_loan: 'boolean', car_has_campaign_companyleasing: 'boolean',
    car_has_campaign_privateleasing: 'boolean', car_has_companyleasing: 'boolean', car_has_privateleasing: 'boolean',
    car_vat_eligible: 'boolean', car_is_sample: 'boolean', caroftheweek: 'boolean', autos_on_show: 'boolean',
    car_publishdate: 'enum', car_site_id: 'enum', car_site_name: 'enum', car_site_city: 'enum', car_site_region: 'enum',
    car_power: 'number', car_equipment: 'enum[]', car_privateleasing_monthly_cost: 'number',
    car_companyleasing_monthly_cost: 'number', gross_price: 'number', retailPrice: 'number', car_ncapstars: 'number',
  },
  text: (d) => [d.car_brand, d.car_model, d.car_version, d.car_body, d.car_fuel, d.car_color, d.car_gearbox, d.car_site_city, d.car_site_name, d.car_regno].map(str).join(' '),
  sorts: {
    newest: { field: 'car_publishdate', direction: 'desc' },
    oldest: { field: 'car_publishdate', direction: 'asc' },
    price_asc: { field: 'car_price', direction: 'asc' },
    price_desc: { field: 'car_price', direction: 'desc' },
    mileage_asc: { field: 'car_mileage', direction: 'asc' },
    mileage_desc: { field: 'car_mileage', direction: 'desc' },
    year_desc: { field: 'car_year', direction: 'desc' },
    year_asc: { field: 'car_year', direction: 'asc' },
  },
  defaultSort: { field: 'car_publishdate', direction: 'desc' },
};

const SITES: IndexSpec = {
  kind: 'sites',
  idField: 'site_id',
  fields: {
    site_id: 'enum', slug: 'enum', site_official_name: 'enum', site_city: 'enum', site_region: 'enum', website_city: 'enum',
    website_sort_order: 'number', site_brands: 'enum[]', site_departments_group: 'enum[]', site_departments_brand_name: 'enum[]',
    site_departments_name: 'enum[]',
  },
  // Spec 2: the site search filters by name, city and brand. Text and keyphrase are folded (case and
  // accents), as a real service's folding filter would, so "malmo" finds Malmö; both spellings in one
  // Orama index would not do: "göteborg" stops matching once "goteborg" is in its tree too.
  text: (d) => foldText([d.site_official_name, d.site_city, ...(Array.isArray(d.site_brands) ? d.site_brands : [])].map(str).join(' ')),
  keyphrase: foldText,
  sorts: {
    website_sort_order_asc: { field: 'website_sort_order', direction: 'asc' },
    name_asc: { field: 'site_official_name', direction: 'asc' },
  },
  defaultSort: { field: 'website_sort_order', direction: 'asc' },
  geoField: 'site_geocoord',
  derive: (d) => {
    const departments = Array.isArray(d.site_departments) ? (d.site_departments as { group?: string; name?: string; brands?: { brand_name?: string }[] }[]) : [];
    return {
      site_departments_group: [...new Set(departments.map((dep) => dep.group ?? ''))],
      site_departments_name: [...new Set(departments.map((dep) => dep.name ?? ''))],
      site_departments_brand_name: [...new Set(departments.flatMap((dep) => (dep.brands ?? []).map((b) => b.brand_name ?? '')))],
    };
  },
};

const KITS: IndexSpec = {
  kind: 'kits',
  idField: 'kitId',
  fields: {
    kitId: 'enum', kitCode: 'enum', catalogueId: 'enum', status: 'enum', retailPrice: 'number', currency: 'enum',
    kitcategory: 'enum', kitsubcategory: 'enum', partsubsubcategory: 'enum', action: 'enum', site_official_name: 'enum',
  },
  text: (d) => [d.name, d.kitCode, d.kitcategory, d.kitsubcategory, d.partsubsubcategory, d.description].map(str).join(' '),
  sorts: {
    name_asc: { field: 'name', direction: 'asc' },
    price_asc: { field: 'retailPrice', direction: 'asc' },
    price_desc: { field: 'retailPrice', direction: 'desc' },
  },
  defaultSort: { field: 'name', direction: 'asc' },
};

export const INDEX_SPECS: Record<SearchIndex, IndexSpec> = { cars: CARS, sites: SITES, kits: KITS };
