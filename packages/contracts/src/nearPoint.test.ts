import fc from 'fast-check';
import { parseNear } from './nearPoint';
import { nearParamSchema } from './siteListNear';

const spaces = fc.constantFrom('', ' ', '\t', '\n', '\u00a0', '\ufeff');
const degrees = fc.oneof(
  fc.double({ min: -200, max: 200, noNaN: true }).map((n) => String(Number(n.toFixed(9)))),
  fc.integer({ min: -999, max: 999 }).map(String),
  fc.constantFrom('90', '-90', '90.00000001', '180', '-180.0', '180.1', '1e2', '0x10', '.5', '5.', '-0', '1234'),
);
const near = fc.tuple(spaces, degrees, fc.constantFrom(',', ', ', ';', ''), degrees, spaces).map((parts) => parts.join(''));

describe('parseNear gives nearParamSchema answers', () => {
  it('on generated "lat,lng" texts, out-of-range and malformed ones, and values of every kind', () => {
    fc.assert(
      fc.property(fc.oneof(near, fc.string({ maxLength: 30 }), fc.anything()), (value) => {
        const expected = nearParamSchema.safeParse(value);
        expect(parseNear(value as string | undefined)).toStrictEqual(expected.success ? expected.data : null);
      }),
      { numRuns: 3000, seed: 14, endOnFailure: true },
    );
  });

  it('rounds to two decimals and refuses what is off the globe', () => {
    // Worked by hand: 59.3326 -> 59.33, 18.0649 -> 18.06; latitude 91 is past the pole.
    expect(parseNear(' 59.3326,18.0649 ')).toEqual({ lat: 59.33, lng: 18.06 });
    expect(parseNear('91,18')).toBeNull();
    expect(parseNear('59,181')).toBeNull();
    expect(parseNear(undefined)).toBeNull();
  });
});
