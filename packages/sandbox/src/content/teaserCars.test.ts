import { teaserCarIdPicker } from './teaserCars';

describe('teaserCarIdPicker', () => {
  it("picks the site's 8th, 3rd, 12th and 5th car by id, in that order", () => {
    // Site A owns ids 100..119 (stored backwards, so the picker must sort); site B owns 500.
    const cars = [...Array.from({ length: 20 }, (_, i) => ({ car_id: String(119 - i), site: 'carstore-se' })), { car_id: '500', site: 'carstore-no' }];
    const pick = teaserCarIdPicker(cars);
    // Sorted ids 100..119: places 7, 2, 11, 4 are 107, 102, 111, 104.
    expect(pick('carstore-se')).toEqual(['107', '102', '111', '104']);
    expect(pick('carstore-no')).toEqual([]);
    expect(pick('carstore-fi')).toEqual([]);
  });
});
