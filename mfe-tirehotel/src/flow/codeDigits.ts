import { TIRE_HOTEL } from '@showroom/contracts/tirehotel';

/** Spec 3 §5.4 and §9: four digits, each 0-9. */
export const CODE_LENGTH = TIRE_HOTEL.codeLength;

export const emptyCode = (): string[] => Array.from({ length: CODE_LENGTH }, () => '');

/** The code is complete: every box holds one digit. */
export const isCompleteCode = (digits: readonly string[]): boolean => digits.length === CODE_LENGTH && digits.every((d) => /^\d$/.test(d));

/**
 * Puts the digits of a text into the boxes from `from` on (a paste, or the phone's one-time-code autofill into
 * the first box): the first 4 digits it holds, other characters dropped. Returns the boxes and where focus goes
 * (the box after the last one filled, or the last box).
 */
export function fillDigits(digits: readonly string[], from: number, text: string): { digits: string[]; focus: number } {
  const incoming = text.replace(/\D/g, '').slice(0, CODE_LENGTH);
  const next = [...digits];
  let at = from;
  for (const digit of incoming) {
    if (at >= CODE_LENGTH) break;
    next[at] = digit;
    at += 1;
  }
  return { digits: next, focus: Math.min(at, CODE_LENGTH - 1) };
}
