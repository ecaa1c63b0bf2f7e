import { carSchema, MAX_CAR_DESCRIPTION_LENGTH, partialCarSchema } from './car';

const sample = {
  car_id: '1002345',
  slug: 'volvo-xc60-b4-awd-plus-dark',
  car_brand: 'Volvo',
  car_model: 'XC60',
  car_version: 'B4 AWD Plus Dark',
  car_body: 'SUV',
  car_year: 2021,
  car_fuel: 'Diesel',
  car_gearbox: 'Automat',
  car_mileage: 4500,
  car_mileage_text: '4 500 mil',
  car_odometer_unit: 'mil',
  car_price: 389900,
  car_price_text: '389 900 kr',
  car_price_currency: 'SEK',
  car_campaign_price: null,
  car_vat_eligible: true,
  car_vehicle_type_code: 'PC',
  car_sellers: [{ name: 'Anna Berg', email: 'anna.berg@example.se', phone: '+46 8 123 45 67' }],
  car_images: [{ original: '/-/media/cars/1002345/1.svg', blur_data_url: 'data:image/svg+xml;base64,PHN2Zy8+' }],
  car_primary_image: { thumbnail_url: '/-/media/cars/1002345/1.svg', blur_data_url: 'data:image/svg+xml;base64,PHN2Zy8+' },
  linked_vehicles: [{ vehicle_id: '1002346', slug: 'volvo-xc60-b5', package_name: 'Ultimate' }],
  car_loan: {
    title: 'Billån',
    price: 389900,
    default_monthly_cost: 4290,
    default_contract_duration: { months: 36 },
    contract_durations: [{ months: 36, residual_percentage: 50, cash_amount_max_percentage: 50, cash_amount_min_percentage: 20 }],
    invoice_fee: 60,
    start_fee: 695,
    interest_rate: 6.95,
    disclaimer: 'Månadskostnad {0} kr vid {1} månader.',
  },
  car_leasing_options: [{ leasing_type: 'Private', title: 'Privatleasing', monthly_cost: 4995, duration: 36, mileage: 1500 }],
  car_privateleasing_monthly_cost: 4995,
};

describe('carSchema', () => {
  it('parses a realistic Swedish car', () => {
    const car = carSchema.parse(sample);
    expect(car.car_loan?.contract_durations[0]?.months).toBe(36);
  });
  it('rejects a non-numeric id and a missing primary image', () => {
    expect(carSchema.safeParse({ ...sample, car_id: 'abc' }).success).toBe(false);
    const { car_primary_image: _omit, ...rest } = sample;
    expect(carSchema.safeParse(rest).success).toBe(false);
  });
});

describe('car_description length cap (issue 12 item 9)', () => {
  it('cuts a description longer than MAX_CAR_DESCRIPTION_LENGTH and keeps shorter ones whole', () => {
    const long = 'x'.repeat(MAX_CAR_DESCRIPTION_LENGTH + 1);
    expect(partialCarSchema.parse({ car_description: long }).car_description).toHaveLength(MAX_CAR_DESCRIPTION_LENGTH);
    expect(partialCarSchema.parse({ car_description: 'Fin bil' }).car_description).toBe('Fin bil');
    expect(partialCarSchema.parse({ car_description: null }).car_description).toBeNull();
  });
});
