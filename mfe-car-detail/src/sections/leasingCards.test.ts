import type { LeasingListItem } from '@showroom/contracts';
import { leasingCards } from './leasingCards';

const privateOption: LeasingListItem = { leasing_type: 'Private', title: 'Privatleasing', monthly_cost: 4999, duration: 36, mileage: 1500 };
const companyOption: LeasingListItem = { leasing_type: 'Company', title: 'Företagsleasing', monthly_cost: 3500, description: ' Priser exklusive moms. ' };
const car = { car_price_currency: 'SEK', car_vehicle_type_code: 'PC' };
const lcv = { car_price_currency: 'SEK', car_vehicle_type_code: 'LCV' };

describe('leasingCards', () => {
  it('shows private leasing with VAT and company leasing without, in the upstream order', () => {
    expect(leasingCards([privateOption, companyOption], car, 'dealergroup-se')).toEqual([
      { kind: 'private', title: 'Privatleasing', amount: 4999, exclVat: false, duration: 36, mileage: 1500 },
      { kind: 'company', title: 'Företagsleasing', amount: 3500, exclVat: true, description: 'Priser exklusive moms.' },
    ]);
  });

  it("converts an LCV's private leasing to without VAT at the site's rate (5000 / 1.25)", () => {
    expect(leasingCards([{ ...privateOption, monthly_cost: 5000 }, companyOption], lcv, 'carstore-se').map((c) => [c.kind, c.amount, c.exclVat])).toEqual([
      ['private', 4000, true],
      ['company', 3500, true],
    ]);
  });

  it("leaves out an LCV's private leasing when the rate is unknown, and options without a cost", () => {
    const eurLcv = { car_price_currency: 'EUR', car_vehicle_type_code: 'LCV' };
    expect(leasingCards([privateOption, companyOption], eurLcv).map((c) => c.kind)).toEqual(['company']);
    expect(leasingCards([{ ...privateOption, monthly_cost: 0 }], car, 'dealergroup-se')).toEqual([]);
  });
});
