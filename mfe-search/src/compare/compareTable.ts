import type { CompareItem } from '@showroom/contracts';
import { hasCampaigns, leasingPrices, mileageUnit, priceCurrency, priceDisplay } from '@showroom/cars';
import { formatMileage, formatPrice, type TextKey, type Translator } from '@showroom/i18n';
import type { SiteDefinition } from '@showroom/sites';
import type { CompareCar } from './compareDetails';
import { cutText, tooltipText } from './cutText';

/** A cell of the compare table; `tooltip` holds the longer text a cell only hints at. */
export interface CompareCell {
  text: string;
  /** The ordinary price struck through beside a campaign price. */
  was?: string;
  campaign?: boolean;
  tooltip?: string;
}

export interface CompareRow {
  key: string;
  label: TextKey;
  cells: CompareCell[];
}

/** One column: the car as the compare list holds it, and its details when the search returned them. */
export interface CompareColumn {
  item: CompareItem;
  car?: CompareCar;
}

export interface CompareTableContext {
  site: SiteDefinition;
  intl: string;
  t: Translator;
}

/** What an empty cell shows. */
export const NO_VALUE = '–';
/** How much of a description a cell shows; the tooltip holds more. */
export const DESCRIPTION_PREVIEW_CHARS = 80;

const EMPTY: CompareCell = { text: NO_VALUE };
const plain = (value: string | number | null | undefined): CompareCell => {
  const text = value == null ? '' : String(value).trim();
  return text ? { text } : EMPTY;
};

/** Columns in the compare list's order, each with the details found for it. */
export function compareColumns(items: readonly CompareItem[], cars: ReadonlyMap<string, CompareCar>): CompareColumn[] {
  return items.map((item) => {
    const car = cars.get(item.car_id);
    return car ? { item, car } : { item };
  });
}

type CellOf = (car: CompareCar, ctx: CompareTableContext) => CompareCell;

const money = (car: CompareCar, ctx: CompareTableContext, amount: number) => formatPrice(amount, priceCurrency(car.car_price_currency, ctx.site.currency), ctx.intl);

const price: CellOf = (car, ctx) => {
  const shown = priceDisplay(car, ctx.site.code);
  const text = money(car, ctx, shown.amount) + (shown.exclVat ? ` ${ctx.t('price.exclVat')}` : '');
  return { text, ...(shown.was !== undefined ? { was: money(car, ctx, shown.was) } : {}), ...(hasCampaigns(car) ? { campaign: true } : {}) };
};

const leasing =
  (kind: 'private' | 'company'): CellOf =>
  (car, ctx) => {
    const line = leasingPrices(car, ctx.site.code).find((l) => l.kind === kind);
    if (!line) return EMPTY;
    return { text: `${money(car, ctx, line.amount)} ${line.exclVat ? ctx.t('price.exclVat') : ctx.t('compare.inclVat')}` };
  };

const mileage: CellOf = (car, ctx) =>
  car.car_mileage != null && Number.isFinite(car.car_mileage) ? { text: formatMileage(car.car_mileage, mileageUnit(car.car_odometer_unit), ctx.intl) } : EMPTY;

const equipment: CellOf = (car, ctx) => {
  const items = (car.car_equipment ?? []).map((e) => e.trim()).filter(Boolean);
  return items.length === 0 ? EMPTY : { text: ctx.t('compare.equipmentCount', { count: items.length }), tooltip: tooltipText(items.join(', ')) };
};

const description: CellOf = (car) => {
  const text = car.car_description?.trim() ?? '';
  if (!text) return EMPTY;
  const preview = cutText(text, DESCRIPTION_PREVIEW_CHARS);
  return preview === text ? { text } : { text: preview, tooltip: tooltipText(text) };
};

// Row order is the order a buyer weighs them: price first, the free text last.
const ROWS: readonly { key: string; label: TextKey; cell: CellOf }[] = [
  { key: 'price', label: 'compare.row.price', cell: price },
  { key: 'year', label: 'compare.row.year', cell: (car) => plain(car.car_year || null) },
  { key: 'mileage', label: 'compare.row.mileage', cell: mileage },
  { key: 'fuel', label: 'compare.row.fuel', cell: (car) => plain(car.car_fuel) },
  { key: 'gearbox', label: 'compare.row.gearbox', cell: (car) => plain(car.car_gearbox) },
  { key: 'power', label: 'compare.row.power', cell: (car) => plain(car.car_power_text) },
  { key: 'body', label: 'compare.row.body', cell: (car) => plain(car.car_body) },
  { key: 'color', label: 'compare.row.color', cell: (car) => plain(car.car_color) },
  { key: 'drive', label: 'compare.row.drive', cell: (car) => plain(car.car_drive) },
  { key: 'privateLeasing', label: 'compare.row.privateLeasing', cell: leasing('private') },
  { key: 'companyLeasing', label: 'compare.row.companyLeasing', cell: leasing('company') },
  { key: 'equipment', label: 'compare.row.equipment', cell: equipment },
  { key: 'site', label: 'compare.row.site', cell: (car) => plain([car.car_site_name, car.car_site_city].filter(Boolean).join(', ')) },
  { key: 'description', label: 'compare.row.description', cell: description },
];

/** The table's rows, one cell per column; a column without details and a row no car has a value for stay empty / are left out. */
export function compareRows(columns: readonly CompareColumn[], ctx: CompareTableContext): CompareRow[] {
  return ROWS.map(({ key, label, cell }) => ({ key, label, cells: columns.map((c) => (c.car ? cell(c.car, ctx) : EMPTY)) })).filter((row) =>
    row.cells.some((c) => c.text !== NO_VALUE),
  );
}
