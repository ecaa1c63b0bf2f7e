import { contactFormSchema } from './contactFormSchema';

const valid = { name: 'Anna Svensson', phone: '070 123 45 67', email: 'anna@exempel.se', message: '', quote: false, testDrive: true, sellerId: '' };
const plain = contactFormSchema({ requiresSeller: false });
const sample = contactFormSchema({ requiresSeller: true });

/** The first error message for a field when one value is replaced. */
function errorFor(field: keyof typeof valid, value: unknown, schema = plain): string | undefined {
  const result = schema.safeParse({ ...valid, [field]: value });
  return result.success ? undefined : result.error.issues.find((i) => i.path[0] === field)?.message;
}

// The phone and e-mail rules themselves are tested in @showroom/contracts (contactRules.test.ts).
describe("phone and e-mail use the forms' shared rules", () => {
  it('reports a missing, a malformed and a good phone, trimmed', () => {
    expect(errorFor('phone', '  ')).toBe('required');
    expect(errorFor('phone', '070-123 45 67')).toBe('invalidPhone');
    expect(plain.parse({ ...valid, phone: ' +46701234567 ' }).phone).toBe('+46701234567');
  });

  it('reports a missing, a malformed and a good e-mail', () => {
    expect(errorFor('email', '')).toBe('required');
    expect(errorFor('email', 'anna@exempel')).toBe('invalidEmail');
    expect(errorFor('email', 'anna@exempel.se')).toBeUndefined();
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
