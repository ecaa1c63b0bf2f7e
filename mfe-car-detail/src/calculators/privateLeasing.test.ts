import type { PrivateLeasingOption } from '@showroom/contracts';
import { privateLeasingView } from './privateLeasing';

const option: PrivateLeasingOption = {
  title: 'Privatleasing',
  sales_text: 'Kampanj på privatleasing',
  months_text: '36 månader',
  mileage_text: '1 500 mil/år',
  start_fee_text: '0 kr',
  invoice_fee_text: '49 kr',
  monthly_cost_text: '3 999 kr/mån',
  is_campaign: true,
  disclaimer: 'Priset gäller vid 36 månader och 1 500 mil per år.',
};

describe('privateLeasingView', () => {
  it('shows the cost with VAT and the upstream texts', () => {
    const view = privateLeasingView(option, { car_price_currency: 'SEK', car_vehicle_type_code: 'PC', car_privateleasing_monthly_cost: 3_999 }, 'carstore-se');
    expect(view).toEqual({
      title: 'Privatleasing',
      salesText: 'Kampanj på privatleasing',
      isCampaign: true,
      monthsText: '36 månader',
      mileageText: '1 500 mil/år',
      startFeeText: '0 kr',
      invoiceFeeText: '49 kr',
      monthlyCost: { amount: 3_999, exclVat: false },
      monthlyCostText: '3 999 kr/mån',
      disclaimer: 'Priset gäller vid 36 månader och 1 500 mil per år.',
    });
  });

  it('shows an LCV without VAT and drops the VAT-inclusive text', () => {
    const view = privateLeasingView(option, { car_price_currency: 'SEK', car_vehicle_type_code: 'LCV', car_privateleasing_monthly_cost: 5_000 }, 'carstore-se');
    // 5 000 / 1.25 = 4 000
    expect(view.monthlyCost).toEqual({ amount: 4_000, exclVat: true });
    expect(view.monthlyCostText).toBeUndefined();
  });

  it('has no cost when the car record has none', () => {
    const view = privateLeasingView({ title: 'Privatleasing' }, { car_price_currency: 'SEK', car_vehicle_type_code: null, car_privateleasing_monthly_cost: null });
    expect(view.monthlyCost).toBeNull();
    expect(view.isCampaign).toBe(false);
  });
});
