import { SITES } from '@showroom/sites';
import { showsFinanceWidget } from './eligibility';

const used = { car_id: '500', car_site_id: 'uk-premium-1', car_is_used: true, car_is_sample: false };

describe('showsFinanceWidget', () => {
  it('shows for a pre-owned car with a dealer on the UK site only', () => {
    expect(showsFinanceWidget(SITES['premium-uk'], used)).toBe(true);
    expect(showsFinanceWidget(SITES['dealergroup-se'], used)).toBe(false);
    expect(showsFinanceWidget(SITES['carstore-fi'], used)).toBe(false);
  });

  it('counts a car not marked used or new as pre-owned', () => {
    expect(showsFinanceWidget(SITES['premium-uk'], { car_id: '500', car_site_id: 'uk-premium-1' })).toBe(true);
  });

  it('does not show for a new or sample car, or without a dealer', () => {
    expect(showsFinanceWidget(SITES['premium-uk'], { ...used, car_is_used: false })).toBe(false);
    expect(showsFinanceWidget(SITES['premium-uk'], { ...used, car_is_sample: true })).toBe(false);
    expect(showsFinanceWidget(SITES['premium-uk'], { ...used, car_site_id: null })).toBe(false);
  });
});
