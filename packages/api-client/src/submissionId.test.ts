import { newSubmissionId } from './submissionId';

const ID = '7d444840-9dc0-4c1e-8f2a-0f9b6c3e5a10';
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const filled = (value: number) => <T extends ArrayBufferView | null>(array: T) => {
  (array as unknown as Uint8Array).fill(value);
  return array;
};

describe('newSubmissionId', () => {
  it('uses crypto.randomUUID when there is one', () => {
    expect(newSubmissionId({ randomUUID: () => ID, getRandomValues: (a) => a })).toBe(ID);
  });
  it('builds a v4 UUID from random bytes outside secure contexts: version and variant bits set', () => {
    expect(newSubmissionId({ getRandomValues: filled(0) })).toBe('00000000-0000-4000-8000-000000000000');
    expect(newSubmissionId({ getRandomValues: filled(0xff) })).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(newSubmissionId({ getRandomValues: filled(0xff) })).toMatch(UUID_V4);
  });
  it('differs between calls', () => {
    expect(newSubmissionId()).not.toBe(newSubmissionId());
  });
});
