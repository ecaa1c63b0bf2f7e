import type { ContactKind } from './contactHref';

/** A piece of a text: plain, or an e-mail address or phone number found in it. */
export type ContactSegment = { kind: 'text'; value: string } | { kind: ContactKind; value: string };

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;
// Digits with spaces, hyphens and brackets between them, optionally after a '+'.
const PHONE = /(?<![\w+@.])\+?\d[\d \u00a0()-]*\d(?![\w@])/;
const CONTACT = new RegExp(`(${EMAIL.source})|(${PHONE.source})`, 'g');

// 7 digits is the shortest local number we serve (Nordic and Slovak), 15 the E.164 maximum.
const MIN_PHONE_DIGITS = 7;
const MAX_PHONE_DIGITS = 15;
// Digit runs that look like numbers but are not phones: ISO dates, Swedish org/personal numbers.
const NOT_PHONES = [/^\d{4}-\d{2}-\d{2}$/, /^\d{6}-\d{4}$/];

/** Whether a digit run is plausibly a phone number (see the limits above). */
export function isPhoneNumber(text: string): boolean {
  const digits = text.replace(/\D/g, '').length;
  if (digits < MIN_PHONE_DIGITS || digits > MAX_PHONE_DIGITS) return false;
  return !NOT_PHONES.some((pattern) => pattern.test(text));
}

/** Splits a plain text into text, e-mail and phone segments, in order. */
export function splitContacts(text: string): ContactSegment[] {
  const segments: ContactSegment[] = [];
  const pushText = (value: string) => {
    if (!value) return;
    const last = segments[segments.length - 1];
    if (last?.kind === 'text') last.value += value;
    else segments.push({ kind: 'text', value });
  };
  let index = 0;
  for (const match of text.matchAll(CONTACT)) {
    const [found, email] = match;
    const start = match.index;
    pushText(text.slice(index, start));
    if (email) segments.push({ kind: 'email', value: found });
    else if (isPhoneNumber(found)) segments.push({ kind: 'phone', value: found });
    else pushText(found);
    index = start + found.length;
  }
  pushText(text.slice(index));
  return segments;
}
