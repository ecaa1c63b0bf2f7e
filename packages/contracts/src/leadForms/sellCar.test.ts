import { comhubSubmissionSchema } from '../forms';
import { sellCarValuesSchema, SELL_CAR_FORM_SUFFIX } from './sellCar';

const full = {
  customerName: 'Kari Nordmann',
  customerPhone: '+47 912 34 567',
  customerEmail: 'kari@eksempel.no',
  regno: 'AB 12345',
  milage: '45000',
  other: 'Ett riss i frontruta',
  option: 'tradeInCar',
};
const short = { customerName: 'Kari Nordmann', customerPhone: '912 34 567', customerEmail: 'kari@eksempel.no' };

const issueAt = (values: Record<string, unknown>, field: string) => {
  const result = sellCarValuesSchema.safeParse(values);
  return result.success ? undefined : result.error.issues.find((i) => i.path[0] === field)?.message ?? result.error.issues[0]?.message;
};

describe('sellCarValuesSchema', () => {
  it('takes the full form and the short one, and both fit a comhub submission', () => {
    expect(sellCarValuesSchema.parse(full)).toEqual(full);
    expect(sellCarValuesSchema.parse(short)).toEqual(short);
    expect(comhubSubmissionSchema.safeParse({ formName: `carstore-no${SELL_CAR_FORM_SUFFIX}`, formSubmissionId: '3b241101-e2bb-4255-8caf-4136c566a962', values: full }).success).toBe(true);
  });

  it.each(['customerName', 'customerPhone', 'customerEmail'])('requires %s', (field) => {
    const { [field as keyof typeof short]: _gone, ...rest } = short;
    expect(sellCarValuesSchema.safeParse(rest).success).toBe(false);
    expect(issueAt({ ...short, [field]: '  ' }, field)).toBe('required');
  });

  // Phone: optional plus, then 6 to 20 digits or spaces: 5 and 21 digits out, 6 and 20 in.
  it.each([
    ['12345', false],
    ['123456', true],
    ['12345678901234567890', true],
    ['123456789012345678901', false],
    ['+12345678901234567890', true],
  ])('phone %s -> %p', (phone, ok) => {
    expect(sellCarValuesSchema.safeParse({ ...short, customerPhone: phone }).success).toBe(ok);
  });

  it('takes a mileage of 0 and refuses -1, a fraction and a word', () => {
    expect(issueAt({ ...full, milage: '0' }, 'milage')).toBeUndefined();
    for (const milage of ['-1', '1.5', 'many']) expect(issueAt({ ...full, milage }, 'milage')).toBe('invalidMileage');
  });

  it('refuses unknown keys, a number for milage and an option that is not one of the two', () => {
    expect(sellCarValuesSchema.safeParse({ ...short, toEmail: 'x@y.no' }).success).toBe(false);
    expect(sellCarValuesSchema.safeParse({ ...full, milage: 45000 }).success).toBe(false);
    expect(sellCarValuesSchema.safeParse({ ...full, option: 'lease' }).success).toBe(false);
  });

  it('bounds the free message at 2000 characters', () => {
    expect(sellCarValuesSchema.safeParse({ ...full, other: 'x'.repeat(2000) }).success).toBe(true);
    expect(sellCarValuesSchema.safeParse({ ...full, other: 'x'.repeat(2001) }).success).toBe(false);
  });
});
