import fc from 'fast-check';
import { carCardSchema } from '../props/carCard';
import * as z from '@showroom/contracts/z';
import { searchResponseSchema } from '../search';
import { carCardCheck } from './carCardCheck';
import { searchAnswerCheck, searchBatchAnswerCheck } from './searchAnswerCheck';
import { oneFieldOff, sameAnswers } from './testing/sameAnswers';

// The zod schemas are the description; the hand-written check must give their answers, value for value.

// Mostly valid parts, each now and then wrong in one way: a mistake in one part's check shows up only when the rest
// of the answer is valid.
const mostly = <T, U>(valid: fc.Arbitrary<T>, wrong: fc.Arbitrary<U>): fc.Arbitrary<T | U> => fc.oneof({ weight: 12, arbitrary: valid }, { weight: 1, arbitrary: wrong });
const badCount = fc.constantFrom(-1, 0.5, 2 ** 53, Number.NaN, Infinity, '3', null);
const count = mostly(fc.nat({ max: 500 }), badCount);
const facetValue = fc.letrec<{ value: unknown; valid: Record<string, unknown> }>((tie) => ({
  valid: fc.record({ text: fc.string({ maxLength: 6 }), count: fc.nat(), children: fc.array(tie('value'), { maxLength: 2 }) }, { requiredKeys: ['text', 'count'] }),
  value: mostly(tie('valid'), oneFieldOff(tie('valid') as fc.Arbitrary<Record<string, unknown>>, { text: fc.constant(1), count: badCount, children: fc.constantFrom(null, {}, ['x']) })),
})).value;
const validValueFacet = fc.record({ name: fc.string({ maxLength: 8 }), type: fc.constant('value'), value: fc.array(facetValue, { maxLength: 3 }) });
const validHistogram = fc.record({ name: fc.string({ maxLength: 8 }), type: fc.constant('histogram'), min: fc.double(), max: fc.integer(), count: fc.nat() });
const facet = fc.oneof(
  mostly(validValueFacet, oneFieldOff(validValueFacet, { name: fc.constant(null), type: fc.constantFrom('histogram', 'Value', undefined), value: fc.oneof(fc.constant({}), fc.array(fc.anything(), { maxLength: 2 })) })),
  mostly(validHistogram, oneFieldOff(validHistogram, { name: fc.constant(3), type: fc.constantFrom('value', 'range'), min: fc.constantFrom(Number.NaN, '1', null), max: fc.constantFrom(Infinity, undefined), count: badCount })),
);
const validHit = fc.record({ car_id: fc.stringMatching(/^\d{1,3}$/), slug: fc.string({ maxLength: 3 }), car_brand: fc.constant('Volvo'), car_model: fc.constant('XC60'), car_price: fc.nat(), car_price_currency: fc.constant('SEK'), car_version: fc.string({ minLength: 299, maxLength: 301 }) });
const hit = mostly(validHit, fc.anything());
const validAnswer = fc.record({ facet: fc.array(facet, { maxLength: 3 }), content: fc.array(hit, { maxLength: 3 }), total_items: count, limit: count, offset: count });
const answer = oneFieldOff(validAnswer, { facet: fc.oneof(fc.constant(null), fc.constant({})), content: fc.constant('cars'), total_items: badCount, limit: badCount, offset: badCount });

describe('searchAnswerCheck(carCardCheck) gives searchResponseSchema(carCardSchema) answers', () => {
  it('on generated answers with nested facet values, cards, and values of every kind', () => {
    sameAnswers(searchResponseSchema(carCardSchema), searchAnswerCheck(carCardCheck), fc.oneof({ weight: 6, arbitrary: answer }, { weight: 1, arbitrary: fc.anything() }), 3000);
  });

  it('reads both kinds of facet, nested values included, and names where an answer is wrong', () => {
    // Worked by hand: the range keeps its four fields; BMW's child X5 is read as a facet value; `note` goes.
    const good = {
      facet: [
        { name: 'car_brand>car_model', type: 'value', value: [{ text: 'BMW', count: 2, children: [{ text: 'X5', count: 2, note: 1 }] }] },
        { name: 'car_price', type: 'histogram', min: 99000, max: 450000, count: 2 },
      ],
      content: [],
      total_items: 2,
      limit: 0,
      offset: 0,
    };
    const check = searchAnswerCheck(carCardCheck);
    expect(check.safeParse(good)).toStrictEqual({
      success: true,
      data: { ...good, facet: [{ name: 'car_brand>car_model', type: 'value', value: [{ text: 'BMW', count: 2, children: [{ text: 'X5', count: 2 }] }] }, good.facet[1]] },
    });
    expect(check.safeParse({ ...good, facet: [{ name: 'x', type: 'range' }] })).toEqual({ success: false, error: { message: "facet.0.type: expected 'value' or 'histogram'" } });
    expect(check.safeParse({ ...good, content: [{ car_id: 'x' }] })).toEqual({ success: false, error: { message: 'content.0: car_id: expected 1 to 12 digits' } });
  });
});

describe('searchBatchAnswerCheck(carCardCheck) gives the batch route\'s answers', () => {
  // The batch route's response schema (bffRoutes/search.ts) with the list's card schema in each answer.
  const batchSchema = z.object({ answers: z.array(searchResponseSchema(carCardSchema)) });
  const batch = fc.oneof(
    { weight: 6, arbitrary: fc.record({ answers: fc.array(answer, { maxLength: 3 }) }) },
    { weight: 1, arbitrary: fc.record({ answers: fc.oneof(fc.constant(null), fc.constant({}), fc.constant('x')) }) },
    { weight: 1, arbitrary: fc.anything() },
  );

  it('on generated batches of answers, some wrong in one field', () => {
    sameAnswers(batchSchema, searchBatchAnswerCheck(carCardCheck), batch, 2000);
  });

  it('names the answer that is wrong', () => {
    const empty = { facet: [], content: [], total_items: 0, limit: 0, offset: 0 };
    const check = searchBatchAnswerCheck(carCardCheck);
    expect(check.safeParse({ answers: [empty, empty] })).toStrictEqual({ success: true, data: { answers: [empty, empty] } });
    expect(check.safeParse({ answers: [empty, { ...empty, total_items: -1 }] })).toMatchObject({ success: false, error: { message: expect.stringMatching(/^answers\.1: total_items/) } });
    expect(check.safeParse({ answers: 'none' })).toMatchObject({ success: false });
  });
});
