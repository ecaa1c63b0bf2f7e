import { carContactValuesSchema } from './carContact';

const valid = { car: 'Volvo XC60 (101)', name: 'Ada Lovelace', phone: '+46 70 123 45 67', email: 'ada@example.se', message: '', quote: true, testDrive: false, source: '/kop-bil/101/volvo-xc60' };
const firstIssue = (values: unknown) => {
  const result = carContactValuesSchema.safeParse(values);
  return result.success ? undefined : `${result.error.issues[0]?.path.join('.')}: ${result.error.issues[0]?.message}`;
};

describe('carContactValuesSchema (spec 2 §3, §5: the contact lead as the browser sends it)', () => {
  it('takes what the contact form sends, trimmed; message and source may be absent', () => {
    expect(carContactValuesSchema.parse({ ...valid, name: '  Ada Lovelace ' })).toEqual(valid);
    const { message: _m, source: _s, ...bare } = valid;
    expect(carContactValuesSchema.parse(bare)).toEqual(bare);
  });

  it.each([
    ['name', { name: ' ' }, 'name: required'],
    ['phone', { phone: '070-12' }, 'phone: invalidPhone'],
    ['email', { email: 'ada@' }, 'email: invalidEmail'],
    ['quote', { quote: 'yes' }, 'quote: '],
    ['car', { car: '' }, 'car: required'],
    ['message', { message: 'x'.repeat(2001) }, 'message: '],
  ])('refuses a bad %s', (_field, change, issue) => {
    expect(firstIssue({ ...valid, ...change })).toContain(issue);
  });

  it('refuses keys it does not know, the server-set recipient among them', () => {
    expect(firstIssue({ ...valid, toEmail: 'attacker@evil.example' })).toMatch(/toEmail/);
    expect(firstIssue({ ...valid, constructor: 'x' })).toMatch(/constructor/);
  });
});
