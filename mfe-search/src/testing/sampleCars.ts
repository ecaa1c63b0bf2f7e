import type { CarCard } from '@showroom/contracts';

/** Cards shaped like the search service's answers (nulls included). */
export function sampleCars(count: number): CarCard[] {
  return Array.from({ length: count }, (_, i) => ({
    car_id: String(1000 + i),
    slug: `volvo-xc60-b4-${i}`,
    car_brand: 'Volvo',
    car_model: 'XC60',
    car_model_text: 'Volvo XC60',
    car_version: 'B4',
    car_year: 2022,
    car_mileage: 3450,
    car_odometer_unit: 'mil',
    car_fuel: 'Bensin',
    car_gearbox: 'Automat',
    car_price: 389900,
    car_price_currency: 'SEK',
    car_campaign_price: null,
    car_has_campaign_price: false,
    car_vehicle_type_code: 'PC',
    car_vat_eligible: false,
    car_primary_image: { thumbnail_url: `/-/media/cars/${1000 + i}/1.svg`, blur_data_url: null },
  }));
}
