import { contactRuleError, EMAIL_PATTERN, PHONE_PATTERN } from './contactRuleErrors';
import { emailRule, phoneRule } from './contactRules';

/** The rule's first error message, or undefined when the value passes. */
const errorOf = (rule: typeof phoneRule, value: unknown) => {
  const result = rule.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('phone: optional plus, then 6 to 20 digits or spaces', () => {
  it.each([
    ['12345', false], // 5 characters
    ['123456', true], // 6: the shortest
    ['12345678901234567890', true], // 20: the longest
    ['123456789012345678901', false], // 21
    ['+12345', false], // plus and 5 digits
    ['+123456', true], // plus and 6 digits: the plus is not counted
    ['+12345678901234567890', true], // plus and 20
    ['+123456789012345678901', false], // plus and 21
    ['070 12 34', true], // spaces count as characters: 9
    ['+46 70 123 45 67', true],
    ['070 123 45 67', true],
    ['++46701234567', false],
    ['46+701234567', false], // the plus only first
    ['070-123 45 67', false],
    ['(070) 1234567', false],
    ['+46 7O 123', false], // a letter O for a zero
    ['07012345a', false],
    ['phone123456', false],
  ])('%p -> %p', (phone, ok) => {
    expect(PHONE_PATTERN.test(phone)).toBe(ok);
    expect(errorOf(phoneRule, phone)).toBe(ok ? undefined : 'invalidPhone');
  });

  it('reports an empty phone as required and trims before matching', () => {
    expect(errorOf(phoneRule, '')).toBe('required');
    expect(errorOf(phoneRule, '    ')).toBe('required');
    expect(phoneRule.parse(' +46701234567 ')).toBe('+46701234567');
  });

  it('takes no more than 40 characters, whatever the pattern says', () => {
    expect(errorOf(phoneRule, ' '.repeat(30) + '0701234567' + ' '.repeat(11))).toBeUndefined();
    expect(errorOf(phoneRule, '0'.repeat(41))).toMatch(/<=40/);
  });
});

describe('e-mail: a standard address shape', () => {
  it.each([
    ['anna@exempel.se', true],
    ['anna.svensson+bil@mail.co.uk', true],
    ['a@b.fi', true],
    ['anna@exempel', false], // no top-level domain
    ['anna@exempel.s', false], // a one-character top level
    ['anna@x..se', false],
    ['anna@.se', false],
    ['@exempel.se', false],
    ['anna@@exempel.se', false],
    ['anna svensson@exempel.se', false],
    ['anna.exempel.se', false],
  ])('%p -> %p', (email, ok) => {
    expect(EMAIL_PATTERN.test(email)).toBe(ok);
    expect(errorOf(emailRule, email)).toBe(ok ? undefined : 'invalidEmail');
  });

  it('reports an empty e-mail as required and trims before matching', () => {
    expect(errorOf(emailRule, '')).toBe('required');
    expect(errorOf(emailRule, ' ')).toBe('required');
    expect(emailRule.parse(' anna@exempel.se ')).toBe('anna@exempel.se');
  });

  it('takes no more than 254 characters', () => {
    expect(errorOf(emailRule, `${'a'.repeat(245)}@exempel.se`)).toMatch(/<=254/);
  });
});

describe('contactRuleError', () => {
  it('passes the known keys and reads anything else as required', () => {
    expect(contactRuleError(undefined)).toBeUndefined();
    expect(contactRuleError('required')).toBe('required');
    expect(contactRuleError('invalidPhone')).toBe('invalidPhone');
    expect(contactRuleError('invalidEmail')).toBe('invalidEmail');
    expect(contactRuleError('Too big: expected string to have <=200 characters')).toBe('required');
  });
});
