import { brandListHref } from './brandListHref';

describe('brandListHref', () => {
  it('adds the brand name as car_brand, URL-encoded', () => {
    expect(brandListHref('/kop-bil', 'Volvo')).toBe('/kop-bil?car_brand=Volvo');
    // space -> %20, & -> %26, ë -> %C3%AB (UTF-8 C3 AB)
    expect(brandListHref('/en/buy-car', 'Lynk & Co')).toBe('/en/buy-car?car_brand=Lynk%20%26%20Co');
    expect(brandListHref('/osta-auto', 'Citroën')).toBe('/osta-auto?car_brand=Citro%C3%ABn');
  });

  it('appends to a car list path that already has a query', () => {
    expect(brandListHref('/kop-bil?car_condition=used', 'Kia')).toBe('/kop-bil?car_condition=used&car_brand=Kia');
  });
});
