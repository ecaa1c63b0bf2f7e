import fc from 'fast-check';
import { oneFieldOff, sameAnswers, textAround } from '@showroom/contracts/testing/same-answers';
import { COMPARE_FIELDS, compareCarCheck } from './compareCarCheck';
import { compareCarSchema } from './compareCarSchema';

// The zod schema is the description; the hand-written check must give its answers, value for value.

const maybe = <T>(value: fc.Arbitrary<T>): fc.Arbitrary<T | null | undefined> => fc.oneof(value, fc.constant(null), fc.constant(undefined));
const text = maybe(fc.string({ maxLength: 6 }));
const num = maybe(fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })));
const yesNo = maybe(fc.boolean());
const notANumber = fc.constantFrom(Number.NaN, Infinity, -Infinity, '1', true, []);

const validCar = fc.record(
  {
    car_id: fc.stringMatching(/^\d{1,14}$/),
    slug: fc.string({ minLength: 1, maxLength: 8 }),
    car_brand: fc.string({ maxLength: 6 }),
    car_model: fc.string({ maxLength: 6 }),
    car_model_text: text,
    car_version: text,
    car_primary_image: maybe(fc.record({ thumbnail_url: fc.string({ maxLength: 6 }), blur_data_url: fc.string({ maxLength: 6 }) }, { requiredKeys: ['thumbnail_url'] })),
    car_price: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })),
    car_price_currency: fc.constantFrom('SEK', 'EUR'),
    car_campaign_price: num,
    car_has_campaign_price: yesNo,
    car_has_campaign_loan: yesNo,
    car_has_campaign_companyleasing: yesNo,
    car_has_campaign_privateleasing: yesNo,
    car_campaigns: maybe(fc.array(fc.record({ name: fc.string({ maxLength: 4 }), description: fc.string({ maxLength: 4 }), valid_to: fc.string({ maxLength: 4 }) }, { requiredKeys: ['name'] }), { maxLength: 2 })),
    car_retail_price_exkl_vat: num,
    car_campaign_price_exkl_vat: num,
    car_vehicle_type_code: text,
    car_year: num,
    car_mileage: num,
    car_odometer_unit: maybe(fc.constantFrom('mil', 'km', 'miles')),
    car_fuel: text,
    car_gearbox: text,
    car_power_text: text,
    car_body: text,
    car_color: text,
    car_drive: text,
    car_privateleasing_monthly_cost: num,
    car_companyleasing_monthly_cost: num,
    car_equipment: maybe(fc.array(fc.string({ maxLength: 4 }), { maxLength: 3 })),
    car_description: maybe(fc.oneof(fc.string({ maxLength: 6 }), textAround(50_000))),
    car_site_name: text,
    car_site_city: text,
  },
  { requiredKeys: ['car_id', 'slug', 'car_brand', 'car_model', 'car_price', 'car_price_currency'] },
);

const car = oneFieldOff(validCar, {
  car_id: fc.constantFrom('', '12a', ' 1', 12, '1.5'),
  slug: fc.constantFrom('', 5),
  car_brand: fc.constant(null),
  car_model: fc.constant(3),
  car_model_text: fc.constant(1),
  car_primary_image: fc.constantFrom({ thumbnail_url: null }, { thumbnail_url: 'a', blur_data_url: null }, 'a.jpg'),
  car_price: fc.oneof(notANumber, fc.constant(null)),
  car_price_currency: fc.constantFrom('SE', 'SEKK', null),
  car_campaign_price: notANumber,
  car_has_campaign_price: fc.constantFrom('true', 1),
  car_campaigns: fc.constantFrom([{ description: 'x' }], [{ name: 'x', valid_to: null }], {}),
  car_year: notANumber,
  car_odometer_unit: fc.constantFrom('KM', 'miles ', 1),
  car_power_text: fc.constant(150),
  car_equipment: fc.constantFrom(['a', 1], 'a', {}),
  car_description: fc.constantFrom(1, {}),
  car_site_city: fc.constant(false),
});

describe('compareCarCheck gives compareCarSchema answers', () => {
  it('on generated cars, one field off, and values of every kind', () => {
    sameAnswers(compareCarSchema, compareCarCheck, fc.oneof({ weight: 6, arbitrary: car }, { weight: 1, arbitrary: fc.anything() }));
  });

  it('cuts a description at 50,000 characters and takes a car without a picture', () => {
    // Worked by hand: 50,001 characters keep their first 50,000; a null picture is allowed (the schema's extend).
    const base = { car_id: '101', slug: 'volvo-xc60', car_brand: 'Volvo', car_model: 'XC60', car_price: 389900, car_price_currency: 'SEK' };
    expect(compareCarCheck.safeParse({ ...base, car_description: 'd'.repeat(50_001), car_primary_image: null })).toStrictEqual({ success: true, data: { ...base, car_description: 'd'.repeat(50_000), car_primary_image: null } });
  });
});

describe('COMPARE_FIELDS', () => {
  it("is every field of compareCarSchema, in the schema's order", () => {
    expect(COMPARE_FIELDS).toEqual(Object.keys(compareCarSchema.shape));
  });
});
