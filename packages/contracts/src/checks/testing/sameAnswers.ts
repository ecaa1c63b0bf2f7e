import fc from 'fast-check';
import type { PayloadCheck } from '@showroom/contracts';

// Test helpers for the hand-written checks (here and in the remotes that write their own): only tests import this
// entry, @showroom/contracts/testing/same-answers.

/** Asserts that a hand-written check accepts exactly what the zod schema accepts, with the same parsed value. */
export function sameAnswers<T>(schema: PayloadCheck<T>, check: PayloadCheck<T>, values: fc.Arbitrary<unknown>, numRuns = 3000): void {
  fc.assert(
    fc.property(values, (value) => {
      const expected = schema.safeParse(value);
      const actual = check.safeParse(value);
      expect(actual.success).toBe(expected.success);
      if (expected.success && actual.success) expect(actual.data).toStrictEqual(expected.data);
    }),
    // A fixed seed: the same values on every run. No shrinking: a long text shrinks for minutes, and the first
    // counterexample already names the field.
    { numRuns, seed: 14, endOnFailure: true },
  );
}

/** Texts around a length limit: short ones, and just under, at and just over it. */
export function textAround(limit: number): fc.Arbitrary<string> {
  return fc.oneof(fc.string({ maxLength: 8 }), fc.string({ minLength: Math.max(0, limit - 2), maxLength: limit + 2 }));
}

/**
 * Objects that are valid but for at most one field: a valid one from `valid`, then, mostly, one field given one of
 * its `wrong` values or left out, or a key no schema knows added. A mistake in one field's check shows up this way,
 * where values wrong in every field would all fail for another reason.
 */
export function oneFieldOff(valid: fc.Arbitrary<Record<string, unknown>>, wrong: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<Record<string, unknown>> {
  const changes: fc.Arbitrary<(value: Record<string, unknown>) => Record<string, unknown>>[] = [
    fc.constant((value) => value),
    fc.string().map((extra) => (value) => ({ ...value, [`x_${extra}`]: extra })),
    ...Object.entries(wrong).flatMap(([field, values]) => [
      values.map((bad) => (value: Record<string, unknown>) => ({ ...value, [field]: bad })),
      fc.constant((value: Record<string, unknown>) => Object.fromEntries(Object.entries(value).filter(([key]) => key !== field))),
    ]),
  ];
  return fc.tuple(valid, fc.oneof(...changes)).map(([value, change]) => change(value));
}
