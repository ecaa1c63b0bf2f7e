import fc from 'fast-check';
import { vehicleMediaRegNoSchema, vehicleMediaSchema } from '@showroom/contracts/vehicle-media';
import { vehicleMediaCheck, vehicleMediaRegNoCheck } from './vehicleMediaCheck';
import { oneFieldOff, sameAnswers } from './testing/sameAnswers';

// The zod schemas are the description; the hand-written checks must give their answers, value for value.

describe('vehicleMediaRegNoCheck gives vehicleMediaRegNoSchema answers', () => {
  const regNoLike = fc.stringMatching(/^[ a-zA-Z0-9\t\nßåäö-]{0,13}$/);
  const aroundBounds = fc.stringMatching(/^([a-zA-Z0-9]{0,3}|[a-zA-Z0-9]{9,12})$/);
  it('on registrations with spaces, lower case, odd letters, around the bounds and values of every kind', () => {
    sameAnswers(vehicleMediaRegNoSchema, vehicleMediaRegNoCheck, fc.oneof(regNoLike, aroundBounds, fc.string({ maxLength: 12 }), fc.anything()));
  });

  it('drops white space and upper-cases, around the 2 and 10 character bounds', () => {
    // Worked by hand: 'abc 123' -> 'ABC123'; 'a' is one character, 'A1B2C3D4E5F' eleven.
    expect(vehicleMediaRegNoCheck.safeParse(' abc 123\n')).toEqual({ success: true, data: 'ABC123' });
    expect(vehicleMediaRegNoCheck.safeParse('a').success).toBe(false);
    expect(vehicleMediaRegNoCheck.safeParse('ab').success).toBe(true);
    expect(vehicleMediaRegNoCheck.safeParse('a1b2c3d4e5').success).toBe(true);
    expect(vehicleMediaRegNoCheck.safeParse('a1b2c3d4e5f').success).toBe(false);
    // 'ß' upper-cases to 'SS' (two letters), as the schema's transform does before its check.
    expect(vehicleMediaRegNoCheck.safeParse('ß')).toEqual({ success: true, data: 'SS' });
  });
});

describe('vehicleMediaCheck gives vehicleMediaSchema answers', () => {
  const validMedia = fc.record({
    videoUrl: fc.option(fc.webUrl(), { nil: null }),
    images360: fc.array(fc.webUrl(), { maxLength: 4 }),
    internal360: fc.array(fc.string(), { maxLength: 4 }),
    hasVideo: fc.boolean(),
    has360: fc.boolean(),
    hasInternal360: fc.boolean(),
  });
  const notAFlag = fc.oneof(fc.constant(undefined), fc.constant(null), fc.constantFrom('true', 0, 1));
  const notTexts = fc.oneof(fc.constant(null), fc.string(), fc.array(fc.oneof(fc.string(), fc.integer(), fc.constant(null)), { minLength: 1, maxLength: 3 }), fc.constant([, 'a']));
  const media = oneFieldOff(validMedia, {
    videoUrl: fc.oneof(fc.constant(undefined), fc.integer(), fc.constant(false), fc.constant({})),
    images360: notTexts,
    internal360: notTexts,
    hasVideo: notAFlag,
    has360: notAFlag,
    hasInternal360: notAFlag,
  });

  it('on generated answers, one field off, and values of every kind', () => {
    sameAnswers(vehicleMediaSchema, vehicleMediaCheck, fc.oneof(media, fc.anything()));
  });

  it('keeps only the six fields (as zod strips unknown keys) and says where an answer is wrong', () => {
    // Worked by hand: `extra` goes; a number among the frames is named by its field.
    const answer = { videoUrl: null, images360: ['/f1.jpg'], internal360: [], hasVideo: false, has360: true, hasInternal360: false, extra: 1 };
    expect(vehicleMediaCheck.safeParse(answer)).toEqual({ success: true, data: { videoUrl: null, images360: ['/f1.jpg'], internal360: [], hasVideo: false, has360: true, hasInternal360: false } });
    expect(vehicleMediaCheck.safeParse({ ...answer, images360: ['/f1.jpg', 2] })).toEqual({ success: false, error: { message: 'images360: expected a list of texts' } });
  });
});
