/** @jest-environment node */
// Watches node:crypto from outside: the code comes from randomInt (the OS's CSPRNG), and every code check
// goes through timingSafeEqual on equal-length digests (issue 19, OWASP: unpredictable, compared in constant time).
const calls = { randomInt: 0, timingSafeEqual: [] as [number, number][] };
jest.mock('node:crypto', () => {
  const actual = jest.requireActual<typeof import('node:crypto')>('node:crypto');
  return {
    ...actual,
    randomInt: (...args: Parameters<typeof actual.randomInt>) => {
      calls.randomInt += 1;
      return (actual.randomInt as (min: number, max: number) => number)(args[0] as number, args[1] as number);
    },
    timingSafeEqual: (a: NodeJS.ArrayBufferView, b: NodeJS.ArrayBufferView) => {
      calls.timingSafeEqual.push([a.byteLength, b.byteLength]);
      return actual.timingSafeEqual(a, b);
    },
  };
});

import { randomCode, TireSessions } from './sessions';

describe('one-time code primitives', () => {
  beforeEach(() => {
    calls.randomInt = 0;
    calls.timingSafeEqual = [];
  });

  it('draws every code from crypto.randomInt, never Math.random', () => {
    const mathRandom = jest.spyOn(Math, 'random');
    for (let i = 0; i < 50; i++) randomCode();
    expect(calls.randomInt).toBe(50);
    expect(mathRandom).not.toHaveBeenCalled();
    mathRandom.mockRestore();
  });

  it('checks right, wrong and odd-length codes with timingSafeEqual on 32-byte digests', () => {
    const sessions = new TireSessions(() => new Date('2026-03-01T10:00:00Z'), {}, () => '4711');
    const { token } = sessions.login('0701234512', ['ABC123']);
    sessions.validate(token, '0000');
    sessions.validate(token, '12345678901234567890');
    expect(sessions.validate(token, '4711').ok).toBe(true);
    // Three checks, each on two SHA-256 HMACs (32 bytes), whatever the length of the guess.
    expect(calls.timingSafeEqual).toEqual([
      [32, 32],
      [32, 32],
      [32, 32],
    ]);
  });
});
