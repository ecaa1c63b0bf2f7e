import { createTranslator } from '@showroom/i18n';
import { SITES } from '@showroom/sites';
import type { CompareCar } from './compareDetails';
import { compareColumns, compareRows, NO_VALUE, type CompareRow } from './compareTable';

const ctx = { site: SITES['dealergroup-se'], intl: 'sv-SE', t: createTranslator('sv') };
const xc60: CompareCar = {
  car_id: '101',
  slug: 'volvo-xc60',
  car_brand: 'Volvo',
  car_model: 'XC60',
  car_price: 389900,
  car_price_currency: 'SEK',
  car_year: 2022,
  car_mileage: 3450,
  car_odometer_unit: 'mil',
  car_fuel: 'Bensin',
  car_gearbox: 'Automat',
  car_power_text: '197 hk (145 kW)',
  car_equipment: ['Dragkrok', 'Navigation', 'Skinnklädsel'],
  car_privateleasing_monthly_cost: 4999,
};
const van: CompareCar = { car_id: '202', slug: 'vw-transporter', car_brand: 'Volkswagen', car_model: 'Transporter', car_price: 375000, car_price_currency: 'SEK', car_vehicle_type_code: 'LCV', car_has_campaign_price: true, car_campaign_price: 350000 };
const item = (car_id: string) => ({ car_id, slug: `s-${car_id}`, title: `Car ${car_id}` });

const plain = (s: string | undefined) => (s ?? '').replace(/\s+/g, ' ');
const row = (rows: CompareRow[], key: string) => rows.find((r) => r.key === key);
const texts = (r: CompareRow | undefined) => r?.cells.map((c) => plain(c.text));

describe('compare table', () => {
  const columns = compareColumns([item('101'), item('202'), item('999')], new Map([['101', xc60], ['202', van]]));
  const rows = compareRows(columns, ctx);

  it('keeps the compare list order and marks a car the search did not return', () => {
    expect(columns.map((c) => [c.item.car_id, c.car?.car_id])).toEqual([['101', '101'], ['202', '202'], ['999', undefined]]);
  });

  it('shows prices by the card rules: campaign with the ordinary price, LCV without VAT', () => {
    // Van: campaign 350 000 / 1.25 = 280 000, ordinary 375 000 / 1.25 = 300 000, both exkl. moms.
    expect(row(rows, 'price')?.cells.map((c) => ({ ...c, text: plain(c.text), was: c.was && plain(c.was) }))).toEqual([
      { text: '389 900 kr' },
      { text: '280 000 kr exkl. moms', was: '300 000 kr', campaign: true },
      { text: NO_VALUE },
    ]);
  });

  it('marks a car with campaigns but no campaign price with the campaign badge, at its ordinary price', () => {
    // A campaign loan is a campaign (spec 2: the badge shows "when campaigns exist"); the price stays 389 900.
    const withLoanCampaign = { ...xc60, car_has_campaign_loan: true };
    const cells = compareRows(compareColumns([item('101')], new Map([['101', withLoanCampaign]])), ctx).find((r) => r.key === 'price')?.cells;
    expect(cells?.map((c) => ({ ...c, text: plain(c.text) }))).toEqual([{ text: '389 900 kr', campaign: true }]);
  });

  it('formats the key facts and leaves gaps as a dash', () => {
    expect(texts(row(rows, 'year'))).toEqual(['2022', NO_VALUE, NO_VALUE]);
    expect(texts(row(rows, 'mileage'))).toEqual(['3 450 mil', NO_VALUE, NO_VALUE]);
    expect(texts(row(rows, 'power'))).toEqual(['197 hk (145 kW)', NO_VALUE, NO_VALUE]);
    // Private leasing with VAT.
    expect(texts(row(rows, 'privateLeasing'))).toEqual(['4 999 kr inkl. moms', NO_VALUE, NO_VALUE]);
  });

  it('leaves out rows that no car has a value for', () => {
    expect(rows.map((r) => r.key)).toEqual(['price', 'year', 'mileage', 'fuel', 'gearbox', 'power', 'privateLeasing', 'equipment']);
  });

  it('counts the equipment and lists it in the tooltip', () => {
    expect(row(rows, 'equipment')?.cells[0]).toEqual({ text: '3 utrustningar', tooltip: 'Dragkrok, Navigation, Skinnklädsel' });
  });

  it('cuts a long description in the cell and its tooltip at 288 characters', () => {
    const long = 'x'.repeat(300);
    const [cell] = compareRows(compareColumns([item('101')], new Map([['101', { ...xc60, car_description: long }]])), ctx).find((r) => r.key === 'description')!.cells;
    // Cell: 80 characters and "…"; tooltip: 288 characters and "…".
    expect(cell).toEqual({ text: `${'x'.repeat(80)}…`, tooltip: `${'x'.repeat(288)}…` });
    const short = compareRows(compareColumns([item('101')], new Map([['101', { ...xc60, car_description: 'Välskött.' }]])), ctx).find((r) => r.key === 'description')!.cells[0];
    expect(short).toEqual({ text: 'Välskött.' });
  });
});
