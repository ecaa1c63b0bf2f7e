import fc from 'fast-check';
import { carCardSchema } from '../props/carCard';
import { CAR_CARD_FIELDS, carCardCheck } from './carCardCheck';
import { oneFieldOff, sameAnswers, textAround } from './testing/sameAnswers';

// The zod schema is the description; the hand-written check must give its answers, value for value.

/** A value that may be left out, null, or given. */
const maybe = <T>(value: fc.Arbitrary<T>): fc.Arbitrary<T | null | undefined> => fc.oneof(value, fc.constant(null), fc.constant(undefined));
/** Numbers around the edges zod draws: negatives, zero, fractions, unsafe integers, NaN and the infinities. */
const edgyNumber = fc.oneof(fc.integer({ min: -5, max: 5 }), fc.double(), fc.constantFrom(-0, 0.5, 2 ** 53, -(2 ** 53), Number.NaN, Infinity, -Infinity));
const notANumber = fc.oneof(fc.constant('1'), fc.boolean(), fc.constant([]), edgyNumber.filter((n) => !(Number.isFinite(n) && n >= 0)));

const validCard = fc.record(
  {
    car_id: fc.stringMatching(/^\d{1,12}$/),
    slug: fc.string({ maxLength: 200 }),
    car_brand: fc.string({ maxLength: 100 }),
    car_model: fc.string({ maxLength: 100 }),
    car_model_text: maybe(textAround(300)),
    car_version: maybe(textAround(300)),
    car_year: maybe(fc.integer({ min: 1900, max: 2100 })),
    car_mileage: maybe(fc.double({ min: 0, max: 1e6, noNaN: true })),
    car_odometer_unit: maybe(fc.constantFrom('km', 'mil')),
    car_fuel: maybe(fc.string({ maxLength: 50 })),
    car_gearbox: maybe(fc.string({ maxLength: 50 })),
    car_price: fc.integer({ min: 0, max: 5e6 }),
    car_price_currency: fc.constantFrom('SEK', 'NOK', 'EUR', 'GBP'),
    car_retail_price: maybe(fc.nat()),
    car_campaign_price: maybe(fc.nat()),
    car_has_campaign_price: maybe(fc.boolean()),
    car_has_campaign_loan: maybe(fc.boolean()),
    car_has_campaign_companyleasing: maybe(fc.boolean()),
    car_has_campaign_privateleasing: maybe(fc.boolean()),
    car_campaigns: maybe(fc.array(fc.record({ name: textAround(300) }, { requiredKeys: [] }), { maxLength: 3 })),
    car_vehicle_type_code: maybe(textAround(20)),
    car_vat_eligible: maybe(fc.boolean()),
    car_privateleasing_monthly_cost: maybe(fc.nat()),
    car_companyleasing_monthly_cost: maybe(fc.nat()),
    car_primary_image: maybe(fc.record({ thumbnail_url: textAround(2000), blur_data_url: maybe(fc.string({ maxLength: 40 })) }, { requiredKeys: ['thumbnail_url'] })),
  },
  // Optional fields left out as well as given as undefined: zod keeps a key only when the input has it.
  { requiredKeys: ['car_id', 'slug', 'car_brand', 'car_model', 'car_price', 'car_price_currency'] },
);

const card = oneFieldOff(validCard, {
  car_id: fc.oneof(fc.constantFrom('', '1234567890123', '12a', ' 1', 12), fc.stringMatching(/^\d{0,14}$/)),
  slug: textAround(200),
  car_brand: fc.oneof(textAround(100), fc.constant(null)),
  car_model: fc.oneof(textAround(100), fc.constant(7)),
  car_model_text: fc.oneof(fc.integer(), fc.constant({})),
  car_version: fc.oneof(fc.boolean(), fc.constant(['v'])),
  car_year: edgyNumber,
  car_mileage: notANumber,
  car_odometer_unit: textAround(10),
  car_fuel: textAround(50),
  car_gearbox: fc.oneof(textAround(50), fc.integer()),
  car_price: fc.oneof(notANumber, fc.constant(null), fc.constant(undefined)),
  car_price_currency: fc.oneof(fc.string({ maxLength: 5 }), fc.constant(null)),
  car_retail_price: notANumber,
  car_campaign_price: notANumber,
  car_has_campaign_price: fc.constantFrom('true', 0, 1, {}),
  car_has_campaign_loan: fc.constantFrom('false', 1),
  car_has_campaign_companyleasing: fc.constantFrom('yes', []),
  car_has_campaign_privateleasing: fc.constantFrom(0, 'no'),
  car_campaigns: fc.oneof(
    fc.array(fc.record({ name: fc.constant(null) }), { minLength: 1, maxLength: 2 }),
    fc.array(fc.record({ name: fc.string({ maxLength: 3 }) }), { minLength: 49, maxLength: 51 }),
    fc.array(fc.anything(), { minLength: 1, maxLength: 2 }),
    fc.constant({}),
  ),
  car_vehicle_type_code: textAround(20),
  car_vat_eligible: fc.constantFrom('true', 1),
  car_privateleasing_monthly_cost: notANumber,
  car_companyleasing_monthly_cost: notANumber,
  car_primary_image: fc.oneof(
    fc.record({ thumbnail_url: fc.oneof(textAround(2000), fc.constant(null)), blur_data_url: fc.constant(5) }, { requiredKeys: [] }),
    fc.record({ thumbnail_url: fc.constant('/a.jpg'), blur_data_url: fc.string({ minLength: 19_999, maxLength: 20_001 }) }),
    fc.constant('x.jpg'),
  ),
});

describe('carCardCheck gives carCardSchema answers', () => {
  it('on generated cards, one field off, and values of every kind', () => {
    sameAnswers(carCardSchema, carCardCheck, fc.oneof({ weight: 6, arbitrary: card }, { weight: 1, arbitrary: fc.anything() }), 4000);
  });

  it('cuts free text at 300 characters, keeps given undefined keys, and names a wrong field', () => {
    // Worked by hand: a 301-character version keeps its first 300; `extra` goes; car_year undefined stays a key.
    const answer = { car_id: '42', slug: 'volvo-xc60', car_brand: 'Volvo', car_model: 'XC60', car_price: 100, car_price_currency: 'SEK', car_version: 'v'.repeat(301), car_year: undefined, extra: 1 };
    const checked = carCardCheck.safeParse(answer);
    expect(checked).toStrictEqual({ success: true, data: { car_id: '42', slug: 'volvo-xc60', car_brand: 'Volvo', car_model: 'XC60', car_price: 100, car_price_currency: 'SEK', car_version: 'v'.repeat(300), car_year: undefined } });
    expect(carCardCheck.safeParse({ ...answer, car_price: -1 })).toEqual({ success: false, error: { message: 'car_price: expected a number of at least 0' } });
    expect(carCardCheck.safeParse({ ...answer, car_campaigns: [{ name: 3 }] })).toEqual({ success: false, error: { message: 'car_campaigns.0.name: expected a text' } });
  });
});

describe('CAR_CARD_FIELDS', () => {
  it("is every field of carCardSchema, in the schema's order", () => {
    expect(CAR_CARD_FIELDS).toEqual(Object.keys(carCardSchema.shape));
  });
});
