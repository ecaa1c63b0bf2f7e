import fc from 'fast-check';
import { placeAutocompleteResponseSchema, placeDetailsSchema } from '../places';
import { placeAutocompleteCheck, placeDetailsCheck } from './placesCheck';
import { oneFieldOff, sameAnswers } from './testing/sameAnswers';

// The zod schemas are the description; the hand-written checks must give their answers, value for value.

const validPrediction = fc.record({ placeId: fc.string({ maxLength: 6 }), description: fc.string({ maxLength: 6 }), town: fc.string({ maxLength: 6 }) });
const prediction = oneFieldOff(validPrediction, { placeId: fc.constant(1), description: fc.constant(null), town: fc.constant(['Lund']) });

const validDetails = fc.record({
  placeId: fc.string({ maxLength: 6 }),
  name: fc.string({ maxLength: 6 }),
  latitude: fc.double({ min: -90, max: 90, noNaN: true }),
  longitude: fc.double({ min: -180, max: 180, noNaN: true }),
  region: fc.string({ maxLength: 6 }),
});
// Around each bound: just inside, on it and just outside, and what is no number at all.
const nearBound = (bound: number) => fc.constantFrom(bound, -bound, bound + 1e-9, -bound - 1e-9, Number.NaN, Infinity, '1');
const details = oneFieldOff(validDetails, { placeId: fc.constant(null), name: fc.constant(5), latitude: nearBound(90), longitude: nearBound(180), region: fc.constant(undefined) });

describe('placeAutocompleteCheck gives placeAutocompleteResponseSchema answers', () => {
  it('on generated suggestions, one field off, and values of every kind', () => {
    const answers = fc.oneof(fc.record({ predictions: fc.array(prediction, { maxLength: 3 }) }), fc.record({ predictions: fc.anything() }), fc.anything());
    sameAnswers(placeAutocompleteResponseSchema, placeAutocompleteCheck, answers);
  });
});

describe('placeDetailsCheck gives placeDetailsSchema answers', () => {
  it('on generated places, one field off, around the coordinate bounds, and values of every kind', () => {
    sameAnswers(placeDetailsSchema, placeDetailsCheck, fc.oneof({ weight: 6, arbitrary: details }, { weight: 1, arbitrary: fc.anything() }));
  });

  it('names a coordinate out of range', () => {
    // Worked by hand: latitude 90.5 is past the pole.
    expect(placeDetailsCheck.safeParse({ placeId: 'p', name: 'Lund', latitude: 90.5, longitude: 13.2, region: 'Skåne' })).toEqual({ success: false, error: { message: 'latitude: expected a number from -90 to 90' } });
  });
});
