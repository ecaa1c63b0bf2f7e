import { createPhoneCipher } from './phoneCipher';

const cipher = createPhoneCipher('test-secret');

describe('createPhoneCipher (issue 12 item 3)', () => {
  it('round-trips a number and gives one value per number', () => {
    const value = cipher.encrypt('0701234567');
    expect(cipher.decrypt(value)).toBe('0701234567');
    expect(cipher.encrypt('0701234567')).toBe(value);
    expect(cipher.encrypt('0701234568')).not.toBe(value);
  });

  it('does not carry the number in the clear or in base64', () => {
    const value = cipher.encrypt('0701234567');
    const decoded = Buffer.from(value, 'base64url').toString('latin1');
    expect(decoded).not.toContain('0701234567');
    expect(value).not.toContain(Buffer.from('0701234567').toString('base64url').slice(0, 10));
  });

  it('refuses what it did not produce: the old base64 format, a flipped bit, another key', () => {
    expect(cipher.decrypt(Buffer.from('sandbox:0701234567').toString('base64url'))).toBeUndefined();
    const value = Buffer.from(cipher.encrypt('0701234567'), 'base64url');
    value[14] = value[14]! ^ 1;
    expect(cipher.decrypt(value.toString('base64url'))).toBeUndefined();
    expect(createPhoneCipher('another-secret').decrypt(cipher.encrypt('0701234567'))).toBeUndefined();
    expect(cipher.decrypt('')).toBeUndefined();
    expect(cipher.decrypt('!!!')).toBeUndefined();
  });
});
