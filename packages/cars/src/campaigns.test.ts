import { hasCampaigns } from './campaigns';

const car = { car_price: 389900, car_price_currency: 'SEK' };

describe('hasCampaigns', () => {
  it('is false for a car with no campaign of any kind', () => {
    expect(hasCampaigns(car)).toBe(false);
    expect(hasCampaigns({ ...car, car_campaigns: [], car_has_campaign_loan: false, car_has_campaign_companyleasing: null, car_has_campaign_price: false })).toBe(false);
  });

  it('is true for campaigns without a campaign price: listed, or on the loan or either leasing', () => {
    expect(hasCampaigns({ ...car, car_campaigns: [{ name: 'Vinterhjul på köpet' }] })).toBe(true);
    expect(hasCampaigns({ ...car, car_has_campaign_loan: true })).toBe(true);
    expect(hasCampaigns({ ...car, car_has_campaign_companyleasing: true })).toBe(true);
    expect(hasCampaigns({ ...car, car_has_campaign_privateleasing: true })).toBe(true);
  });

  it('is true for a campaign price below the ordinary one, and not for a flag without a lower price', () => {
    expect(hasCampaigns({ ...car, car_has_campaign_price: true, car_campaign_price: 359900 })).toBe(true);
    expect(hasCampaigns({ ...car, car_has_campaign_price: true, car_campaign_price: 399900 })).toBe(false);
  });
});
