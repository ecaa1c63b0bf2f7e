import fc from 'fast-check';
import { vehicleMediaRegNoSchema } from '../vehicleMedia';
import { vehicleMediaRegNoCheck } from './regNoCheck';
import { sameAnswers, textAround } from './testing/sameAnswers';

const spaces = fc.constantFrom('', ' ', '  ', '\t', '\n', '\u00a0', '\u2003', '\ufeff');
const character = fc.constantFrom(...'abcxyzABCXYZ0189åäöÅÄÖßıﬀ-_.'.split(''), ' ', '\u00a0');
// Registrations as people type them: letters and digits in either case, spaces anywhere, around the length limits.
const typed = fc.array(fc.oneof(character, spaces), { minLength: 0, maxLength: 14 }).map((parts) => parts.join(''));

describe('vehicleMediaRegNoCheck gives vehicleMediaRegNoSchema answers', () => {
  it('on typed registrations, texts around the limits and values of every kind', () => {
    sameAnswers(vehicleMediaRegNoSchema, vehicleMediaRegNoCheck, fc.oneof(typed, textAround(10), fc.anything()));
  });

  it('drops the spaces and upper-cases', () => {
    // Worked by hand: ' abc 123 ' -> 'ABC123' (6 characters, letters and digits).
    expect(vehicleMediaRegNoCheck.safeParse(' abc 123 ')).toEqual({ success: true, data: 'ABC123' });
    // 'a' alone is one character, under the 2 the media service takes.
    expect(vehicleMediaRegNoCheck.safeParse('a').success).toBe(false);
    // Eleven characters once the spaces are gone: over the 10.
    expect(vehicleMediaRegNoCheck.safeParse('ABC 123 45678').success).toBe(false);
  });
});
