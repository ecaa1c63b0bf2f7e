import type { CarCard } from '@showroom/contracts';
import { hasCampaignPrice, type PricedCar } from './priceRules';

/** What the campaign rule reads; a card and a full car record both have it. */
export type CampaignCar = PricedCar & Pick<CarCard, 'car_has_campaign_loan' | 'car_has_campaign_companyleasing' | 'car_has_campaign_privateleasing'> & {
  car_campaigns?: readonly unknown[] | null;
};

/**
 * True when the car has campaigns (spec 2: the car of the week shows a campaign badge "when campaigns
 * exist"): any listed in car_campaigns, a campaign on its loan or either leasing, or a campaign price
 * below the ordinary one. A campaign price is one kind of campaign, not the test for all of them.
 */
export function hasCampaigns(car: CampaignCar): boolean {
  return (
    (car.car_campaigns?.length ?? 0) > 0 ||
    car.car_has_campaign_loan === true ||
    car.car_has_campaign_companyleasing === true ||
    car.car_has_campaign_privateleasing === true ||
    hasCampaignPrice(car)
  );
}
