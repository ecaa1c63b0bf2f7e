import { sellCarValuesSchema } from '@showroom/contracts/lead-forms';
import { fullSellCarSchema, sellCarSchema } from './sellCarSchema';

const valid = { customerName: 'Anna Svensson', customerPhone: '070 123 45 67', customerEmail: 'anna@exempel.se', option: 'sellCar' };

/** The first error message for a field when one value is replaced. */
function errorFor(field: keyof typeof valid, value: unknown): string | undefined {
  const result = sellCarSchema.safeParse({ ...valid, [field]: value });
  return result.success ? undefined : result.error.issues.find((i) => i.path[0] === field)?.message;
}

// The phone and e-mail rules themselves are tested in @showroom/contracts (contactRules.test.ts).
describe("phone and e-mail use the forms' shared rules", () => {
  it('reports a missing or malformed phone and takes a good one, trimmed', () => {
    expect(errorFor('customerPhone', '   ')).toBe('required');
    expect(errorFor('customerPhone', '070-12')).toBe('invalidPhone');
    expect(errorFor('customerPhone', ' 0701234567 ')).toBeUndefined();
  });

  it('reports a missing or malformed e-mail', () => {
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
  ] as const)('requires %s (value %p)', (field, value) => {
    expect(errorFor(field, value)).toBe('required');
  });

  // Spec 3 §5.2: the short form requires name, phone and e-mail; §2.5 lists the sell/trade-in choice
  // among what it collects, not among what it requires (issue 15, "Smaller").
  it.each([undefined, null, ''])('takes the form without a choice (value %p), and sends none', (option) => {
    const result = sellCarSchema.safeParse({ ...valid, option });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({ customerName: 'Anna Svensson', customerPhone: '070 123 45 67', customerEmail: 'anna@exempel.se' });
  });

  it('refuses a choice that is not one of the two', () => {
    expect(sellCarSchema.safeParse({ ...valid, option: 'lease' }).success).toBe(false);
  });

  it('accepts both choices', () => {
    expect(errorFor('option', 'sellCar')).toBeUndefined();
    expect(errorFor('option', 'tradeInCar')).toBeUndefined();
  });
});

describe('fullSellCarSchema (spec 3 §5.2, the full form)', () => {
  const fullValid = { regno: ' AB 12345 ', milage: '45000', customerName: 'Kari', customerPhone: '912 34 567', customerEmail: 'kari@eksempel.no', option: 'sellCar', other: '' };
  const fullError = (field: string, value: unknown) => {
    const result = fullSellCarSchema.safeParse({ ...fullValid, [field]: value });
    return result.success ? undefined : result.error.issues.find((i) => i.path[0] === field)?.message;
  };

  it('takes the filled form, trimmed, and what it gives passes the lead contract the BFF checks', () => {
    const values = fullSellCarSchema.parse(fullValid);
    expect(values).toEqual({ ...fullValid, regno: 'AB 12345' });
    expect(sellCarValuesSchema.safeParse(values).success).toBe(true);
  });

  it.each(['regno', 'milage', 'customerName', 'customerPhone', 'customerEmail'])('requires %s', (field) => {
    expect(fullError(field, '  ')).toBe('required');
  });

  it.each([undefined, null, ''])('requires the sell / trade-in choice (value %p)', (option) => {
    expect(fullError('option', option)).toBe('required');
  });

  // A whole number of at least 0: -1 is the first value out, 0 the first in.
  it.each([
    ['-1', 'invalidMileage'],
    ['0', undefined],
    ['1', undefined],
    ['9999999', undefined],
    ['10000000', 'invalidMileage'],
    ['12.5', 'invalidMileage'],
  ])('milage %p -> %p', (milage, error) => {
    expect(fullError('milage', milage)).toBe(error);
  });

  // Phone: optional plus, then 6 to 20 digits or spaces.
  it.each([
    ['12345', 'invalidPhone'],
    ['123456', undefined],
    ['12345678901234567890', undefined],
    ['123456789012345678901', 'invalidPhone'],
  ])('phone %p -> %p', (phone, error) => {
    expect(fullError('customerPhone', phone)).toBe(error);
  });
});
