import { comhubSubmissionSchema } from '../forms';
import {
  CAR_SERVICE_TYPES,
  dayIn,
  isCalendarDay,
  MOTORCYCLE_DEALER,
  MOTORCYCLE_SERVICE_TYPES,
  WORKSHOP_FORM_NAME,
  workshopBookingValuesSchema,
  workshopDateRule,
} from './workshopBooking';

const valid = {
  siteEmail: 'verksted@forhandler.no',
  siteName: 'Forhandler Bergen',
  description: 'Bremsene piper',
  customerName: 'Ola Nordmann',
  customerPhone: '+47 912 34 567',
  customerEmail: 'ola@nordmann.no',
  regno: 'AB 12345',
  milage: '120000',
  date: '2026-12-01',
  other: '',
  services: ['Service', 'Hjulskift'],
  gdpr: true,
  newsletter: true,
  typeMC: false,
};

const errorAt = (patch: Record<string, unknown>, field: string) => {
  const result = workshopBookingValuesSchema.safeParse({ ...valid, ...patch });
  return result.success ? undefined : (result.error.issues.find((i) => i.path[0] === field)?.message ?? `other: ${result.error.issues[0]?.path.join('.')}`);
};

describe('service types and the motorcycle dealer (spec 3 §3.4)', () => {
  it('lists the 11 car types with ids 1-11 and the 3 motorcycle types with ids 0-2, names as the spec writes them', () => {
    expect(CAR_SERVICE_TYPES.map((s) => `${s.id} ${s.name}`)).toEqual([
      '1 Service',
      '2 Vinterklar-bil',
      '3 EU-kontroll',
      '4 Hjulskift',
      '5 Service eldre biler (5+)',
      '6 Reparasjon',
      '7 Lakk / karosseri',
      '8 Steinsprut / Ruteskift',
      '9 Aircondition service',
      '10 Bilskade',
      '11 Annet',
    ]);
    expect(MOTORCYCLE_SERVICE_TYPES.map((s) => `${s.id} ${s.name}`)).toEqual(['0 Bestille service', '1 Bestile deler', '2 Annet, vennligst beskriv']);
    expect(MOTORCYCLE_DEALER.name).toBe('Motorrad Stavanger');
    expect(workshopBookingValuesSchema.safeParse({ ...valid, siteEmail: MOTORCYCLE_DEALER.workshopEmail }).success).toBe(true);
  });
});

describe('workshopBookingValuesSchema', () => {
  it('takes a filled booking, which fits a comhub submission', () => {
    expect(workshopBookingValuesSchema.parse(valid)).toEqual(valid);
    expect(comhubSubmissionSchema.safeParse({ formName: WORKSHOP_FORM_NAME, formSubmissionId: '3b241101-e2bb-4255-8caf-4136c566a962', values: valid }).success).toBe(true);
  });

  it.each(['siteEmail', 'siteName', 'customerName', 'customerPhone', 'customerEmail', 'regno', 'date'])('requires %s', (field) => {
    expect(errorAt({ [field]: ' ' }, field)).toBe('required');
  });

  it.each(['gdpr', 'newsletter'])('requires %s ticked', (field) => {
    expect(errorAt({ [field]: false }, field)).toBe('consentRequired');
  });

  it.each([
    ['12345', 'invalidPhone'],
    ['123456', undefined],
    ['12345678901234567890', undefined],
    ['123456789012345678901', 'invalidPhone'],
    ['+47 12 34 56', undefined],
    ['++4712345678', 'invalidPhone'],
  ])('phone %p -> %p', (phone, error) => {
    expect(errorAt({ customerPhone: phone }, 'customerPhone')).toBe(error);
  });

  it('takes an e-mail whose top level has 2 letters, not 1, nor a digit', () => {
    expect(errorAt({ customerEmail: 'ola@nordmann.no' }, 'customerEmail')).toBeUndefined();
    expect(errorAt({ customerEmail: 'ola@nordmann.n' }, 'customerEmail')).toBe('invalidEmail');
    expect(errorAt({ customerEmail: 'ola@nordmann.n1' }, 'customerEmail')).toBe('invalidEmail');
    expect(errorAt({ customerEmail: 'ola@nordmann' }, 'customerEmail')).toBe('invalidEmail');
  });

  it('takes an empty mileage and 0, refuses -1', () => {
    expect(errorAt({ milage: '' }, 'milage')).toBeUndefined();
    expect(errorAt({ milage: '0' }, 'milage')).toBeUndefined();
    expect(errorAt({ milage: '-1' }, 'milage')).toBe('invalidMileage');
  });

  it('refuses a day that is not on the calendar', () => {
    expect(errorAt({ date: '2026-02-30' }, 'date')).toBe('invalidDate');
    expect(errorAt({ date: '01.12.2026' }, 'date')).toBe('invalidDate');
  });

  it("takes only the vehicle kind's service names", () => {
    expect(errorAt({ services: ['Bestille service'] }, 'services')).toBe('unknownService');
    expect(errorAt({ services: [] }, 'services')).toBeUndefined();
    expect(errorAt({ services: ['Service', 'Service'] }, 'services')).toBe('duplicate service');
    expect(errorAt({ typeMC: true, siteEmail: MOTORCYCLE_DEALER.workshopEmail, services: ['Bestille service', 'Annet, vennligst beskriv'] }, 'services')).toBeUndefined();
  });

  it('sends a motorcycle booking to the motorcycle dealer only', () => {
    expect(errorAt({ typeMC: true, services: [] }, 'siteEmail')).toBe('a motorcycle booking goes to the motorcycle dealer');
  });

  it('refuses unknown keys and wrong types', () => {
    expect(workshopBookingValuesSchema.safeParse({ ...valid, toEmail: 'x@y.no' }).success).toBe(false);
    expect(workshopBookingValuesSchema.safeParse({ ...valid, gdpr: 'true' }).success).toBe(false);
    expect(workshopBookingValuesSchema.safeParse({ ...valid, typeMC: undefined }).success).toBe(false);
  });
});

describe('the desired date against today', () => {
  const rule = workshopDateRule('2026-11-26');
  it('refuses yesterday and takes today and later', () => {
    expect(rule.safeParse('2026-11-25').error?.issues[0]?.message).toBe('pastDate');
    expect(rule.safeParse('2026-11-26').success).toBe(true);
    expect(rule.safeParse('2027-01-01').success).toBe(true);
  });

  it("is today in Oslo: 23:30 UTC on 30 Nov is already 1 Dec there (UTC+1 in winter), 22:59 UTC is still 30 Nov", () => {
    expect(dayIn('Europe/Oslo', new Date('2026-11-30T23:30:00Z'))).toBe('2026-12-01');
    expect(dayIn('Europe/Oslo', new Date('2026-11-30T22:59:00Z'))).toBe('2026-11-30');
    expect(dayIn('Europe/Oslo', new Date('2026-11-30T23:00:00Z'))).toBe('2026-12-01');
  });

  it('knows calendar days', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
  });
});
