import { contactErrorKey, contactFormSchema, EMAIL_PATTERN, PHONE_PATTERN } from './contactFormSchema';

const valid = { name: 'Anna Svensson', phone: '070 123 45 67', email: 'anna@exempel.se', message: '', quote: false, testDrive: true, sellerId: '' };
const plain = contactFormSchema({ requiresSeller: false });
const sample = contactFormSchema({ requiresSeller: true });

/** The first error message for a field when one value is replaced. */
function errorFor(field: keyof typeof valid, value: unknown, schema = plain): string | undefined {
  const result = schema.safeParse({ ...valid, [field]: value });
  return result.success ? undefined : result.error.issues.find((i) => i.path[0] === field)?.message;
}

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
    ['++46701234567', false],
    ['46+701234567', false], // the plus only first
    ['070-123 45 67', false],
    ['(070) 1234567', false],
    ['07012345a', false],
    ['phone123456', false],
  ])('%p -> %p', (phone, ok) => {
    expect(PHONE_PATTERN.test(phone)).toBe(ok);
    expect(errorFor('phone', phone)).toBe(ok ? undefined : 'invalidPhone');
  });

  it('reports an empty phone as required and trims before matching', () => {
    expect(errorFor('phone', '')).toBe('required');
    expect(errorFor('phone', '    ')).toBe('required');
    expect(errorFor('phone', '  0701234567 ')).toBeUndefined();
    expect(plain.parse({ ...valid, phone: ' +46701234567 ' }).phone).toBe('+46701234567');
  });
});

describe('e-mail: required and well-formed', () => {
  it.each([
    ['anna@exempel.se', true],
    ['anna.svensson+bil@mail.co.uk', true],
    ['a@b.fi', true],
    ['anna@exempel', false], // no top-level domain
    ['anna@exempel.s', false], // a one-letter top level
    ['anna@x..se', false],
    ['anna@.se', false],
    ['@exempel.se', false],
    ['anna@@exempel.se', false],
    ['anna svensson@exempel.se', false],
    ['anna.exempel.se', false],
  ])('%p -> %p', (email, ok) => {
    expect(EMAIL_PATTERN.test(email)).toBe(ok);
    expect(errorFor('email', email)).toBe(ok ? undefined : 'invalidEmail');
  });

  it('reports an empty e-mail as required', () => {
    expect(errorFor('email', '')).toBe('required');
    expect(errorFor('email', ' ')).toBe('required');
  });
});

describe('name, message and the ticks', () => {
  it('requires a name that is more than spaces, and trims it', () => {
    expect(errorFor('name', '')).toBe('required');
    expect(errorFor('name', '   ')).toBe('required');
    expect(errorFor('name', 'x'.repeat(201))).toBe('Too big: expected string to have <=200 characters');
    expect(plain.parse({ ...valid, name: '  Anna  ' }).name).toBe('Anna');
  });

  it('takes no message, and a message of up to 2000 characters', () => {
    expect(errorFor('message', '')).toBeUndefined();
    expect(errorFor('message', 'm'.repeat(2000))).toBeUndefined();
    expect(errorFor('message', 'm'.repeat(2001))).toBeDefined();
  });

  it('reads quote and test drive as booleans', () => {
    expect(plain.parse({ ...valid, quote: true, testDrive: false })).toMatchObject({ quote: true, testDrive: false });
    expect(errorFor('quote', 'on')).toBeDefined();
  });
});

describe('seller', () => {
  it('is required for a sample car only', () => {
    expect(errorFor('sellerId', '', sample)).toBe('required');
    expect(errorFor('sellerId', '  ', sample)).toBe('required');
    expect(errorFor('sellerId', 'site-12', sample)).toBeUndefined();
    expect(errorFor('sellerId', '', plain)).toBeUndefined();
  });
});

describe('contactErrorKey', () => {
  it('passes the known keys and reads anything else as required', () => {
    expect(contactErrorKey(undefined)).toBeUndefined();
    expect(contactErrorKey('invalidPhone')).toBe('invalidPhone');
    expect(contactErrorKey('invalidEmail')).toBe('invalidEmail');
    expect(contactErrorKey('required')).toBe('required');
    expect(contactErrorKey('Too big: expected string to have <=200 characters')).toBe('required');
  });
});
