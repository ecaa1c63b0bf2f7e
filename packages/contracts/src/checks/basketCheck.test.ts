import fc from 'fast-check';
import { basketStateSchema } from '../busTopics';
import { basketStateCheck } from './basketCheck';
import { oneFieldOff, sameAnswers, textAround } from './testing/sameAnswers';

// The zod schema is the description; the hand-written check must give its answers, value for value.

const validItem = fc.record({ kitId: fc.string({ minLength: 1, maxLength: 100 }), name: fc.string({ maxLength: 300 }) });
const basketItem = oneFieldOff(validItem, {
  kitId: fc.oneof(textAround(100), fc.constant(''), fc.integer(), fc.constant(null), fc.constant(undefined)),
  name: fc.oneof(textAround(300), fc.constant(''), fc.boolean(), fc.constant(undefined), fc.array(fc.string(), { maxLength: 1 })),
});

describe('basketStateCheck gives basketStateSchema answers', () => {
  it('on generated baskets, values of every kind and baskets around the 500-kit limit', () => {
    // Long baskets of small items: the 500 bound is about the count, and the fields have their own generators.
    const smallItem = fc.record({ kitId: fc.string({ minLength: 1, maxLength: 3 }), name: fc.string({ maxLength: 3 }) });
    const baskets = fc.oneof(
      fc.array(basketItem, { maxLength: 4 }),
      fc.anything(),
      fc.array(fc.anything(), { maxLength: 3 }),
      fc.array(smallItem, { minLength: 498, maxLength: 502 }),
    );
    sameAnswers(basketStateSchema, basketStateCheck, baskets);
  });

  it('keeps only the two fields of an item (as zod strips unknown keys)', () => {
    // Worked by hand: the unknown key `price` goes; an empty name is allowed, an empty kitId is not.
    const stored = [{ kitId: '50001', name: '', price: 1990 }];
    expect(basketStateCheck.safeParse(stored)).toEqual({ success: true, data: [{ kitId: '50001', name: '' }] });
    expect(basketStateCheck.safeParse([{ kitId: '', name: 'x' }])).toEqual({ success: false, error: { message: '0.kitId: expected a text of 1 to 100 characters' } });
  });
});
