import { EMAIL_PATTERN, PHONE_PATTERN, sellCarErrorKey, sellCarSchema } from './sellCarSchema';

const valid = { customerName: 'Anna Svensson', customerPhone: '070 123 45 67', customerEmail: 'anna@exempel.se', option: 'sellCar' };

/** The first error message for a field when one value is replaced. */
function errorFor(field: keyof typeof valid, value: unknown): string | undefined {
  const result = sellCarSchema.safeParse({ ...valid, [field]: value });
  return result.success ? undefined : result.error.issues.find((i) => i.path[0] === field)?.message;
}

describe('phone: optional plus, then 6 to 20 digits or spaces', () => {
  it.each([
    ['123456', true], // 6: the shortest
    ['12345', false], // 5
    ['+46701234567', true],
    ['+46 70 123 45 67', true],
    ['070 123 45 67', true],
    ['12345678901234567890', true], // 20
    ['123456789012345678901', false], // 21
    ['+12345678901234567890', true], // the plus is not counted
    ['++46701234567', false],
    ['46+701234567', false], // plus only first
    ['070-123 45 67', false],
    ['(070) 1234567', false],
    ['07012345a', false],
  ])('%p -> %p', (phone, ok) => {
    expect(PHONE_PATTERN.test(phone)).toBe(ok);
  });

  it('reports an empty phone as required and a malformed one as invalid', () => {
    expect(errorFor('customerPhone', '')).toBe('required');
    expect(errorFor('customerPhone', '   ')).toBe('required');
    expect(errorFor('customerPhone', '070-12')).toBe('invalidPhone');
    expect(errorFor('customerPhone', ' 0701234567 ')).toBeUndefined(); // trimmed first
  });
});

describe('e-mail: a standard address pattern', () => {
  it.each([
    ['anna@exempel.se', true],
    ['anna.svensson+bil@mail.co.uk', true],
    ['a@b.fi', true],
    ['anna@exempel', false], // no top-level domain
    ['anna@exempel.s', false], // top level of one character
    ['anna@x..se', false],
    ['anna@.se', false],
    ['@exempel.se', false],
    ['anna@@exempel.se', false],
    ['anna svensson@exempel.se', false],
    ['anna.exempel.se', false],
  ])('%p -> %p', (email, ok) => {
    expect(EMAIL_PATTERN.test(email)).toBe(ok);
  });

  it('reports an empty e-mail as required and a malformed one as invalid', () => {
    expect(errorFor('customerEmail', '')).toBe('required');
    expect(errorFor('customerEmail', 'anna@')).toBe('invalidEmail');
  });
});

describe('sellCarSchema', () => {
  it('accepts the filled form and trims the texts', () => {
    expect(sellCarSchema.parse({ ...valid, customerName: '  Anna Svensson ', customerEmail: ' anna@exempel.se' })).toEqual(valid);
  });

  it.each([
    ['customerName', ''],
    ['customerName', '  '],
    ['option', undefined],
    ['option', null],
    ['option', ''],
    ['option', 'lease'],
  ] as const)('requires %s (value %p)', (field, value) => {
    expect(errorFor(field, value)).toBe('required');
  });

  it('accepts both choices', () => {
    expect(errorFor('option', 'sellCar')).toBeUndefined();
    expect(errorFor('option', 'tradeInCar')).toBeUndefined();
  });
});

describe('sellCarErrorKey', () => {
  it('passes the known keys and reads anything else as required', () => {
    expect(sellCarErrorKey(undefined)).toBeUndefined();
    expect(sellCarErrorKey('invalidPhone')).toBe('invalidPhone');
    expect(sellCarErrorKey('invalidEmail')).toBe('invalidEmail');
    expect(sellCarErrorKey('Too big: expected string to have <=200 characters')).toBe('required');
  });
});
