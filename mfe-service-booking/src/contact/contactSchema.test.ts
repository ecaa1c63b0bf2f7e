import { contactSchema, EMPTY_CONTACT } from './contactSchema';

const valid = { firstName: 'Anna', lastName: 'Berg', phone: '+46 70 123 45', email: 'anna@example.se', message: '' };
const errorsOf = (values: Partial<typeof valid>) => {
  const result = contactSchema.safeParse({ ...valid, ...values });
  if (result.success) return {};
  // The first issue of a field, as react-hook-form's resolver shows it.
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
};

describe('contact form rules (spec 3 §5.1)', () => {
  it('accepts a complete form, the message being optional', () => {
    expect(errorsOf({})).toEqual({});
  });

  it.each([
    // '+', then '46 70 123 45': 12 digits or spaces, within 6..20
    ['+46 70 123 45', undefined],
    // 6 digits: the shortest allowed
    ['123456', undefined],
    // 5 digits: one too few
    ['12345', 'invalidPhone'],
    // 20 digits after the plus: the longest allowed
    [`+${'1'.repeat(20)}`, undefined],
    // 21 digits: one too many
    ['1'.repeat(21), 'invalidPhone'],
    ['070 ABC 12 34', 'invalidPhone'],
    ['070-123 45 67', 'invalidPhone'],
    ['', 'required'],
    ['   ', 'required'],
  ])('phone %j -> %s', (phone, error) => {
    expect(errorsOf({ phone }).phone).toBe(error);
  });

  it('requires first name, last name and e-mail, and wants an e-mail shape', () => {
    expect(errorsOf({ firstName: ' ', lastName: '', email: '' })).toEqual({ firstName: 'required', lastName: 'required', email: 'required' });
    expect(errorsOf({ email: 'anna@example' }).email).toBe('invalidEmail');
    expect(errorsOf({ email: 'anna example.se' }).email).toBe('invalidEmail');
  });

  it('takes a message of at most 80 characters', () => {
    expect(errorsOf({ message: 'x'.repeat(80) })).toEqual({});
    expect(Object.keys(errorsOf({ message: 'x'.repeat(81) }))).toEqual(['message']);
  });

  it('starts empty and invalid', () => {
    expect(contactSchema.safeParse(EMPTY_CONTACT).success).toBe(false);
  });
});
