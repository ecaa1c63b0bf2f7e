import { MOTORCYCLE_DEALER, workshopBookingValuesSchema } from '@showroom/contracts/lead-forms';
import { EMPTY_WORKSHOP_FORM, workshopFormSchema, type WorkshopFormInput } from './workshopSchema';

const TODAY = '2026-11-26';
const filled: WorkshopFormInput = {
  ...EMPTY_WORKSHOP_FORM,
  siteName: 'Forhandler Bergen',
  siteEmail: 'verksted@bergen.example.no',
  services: ['Service'],
  customerName: 'Ola Nordmann',
  customerPhone: '912 34 567',
  customerEmail: 'ola@nordmann.no',
  regno: 'AB 12345',
  date: TODAY,
  gdpr: true,
  newsletter: true,
};

const errorAt = (patch: Partial<WorkshopFormInput>, field: string) => {
  const result = workshopFormSchema(TODAY).safeParse({ ...filled, ...patch });
  return result.success ? undefined : result.error.issues.find((i) => i.path[0] === field)?.message;
};

describe('workshopFormSchema (spec 3 §5.3)', () => {
  it("gives the lead's values, which pass the schema the BFF checks (the round trip)", () => {
    const values = workshopFormSchema(TODAY).parse(filled);
    expect(values).toEqual({
      siteName: 'Forhandler Bergen',
      siteEmail: 'verksted@bergen.example.no',
      services: ['Service'],
      description: '',
      customerName: 'Ola Nordmann',
      customerPhone: '912 34 567',
      customerEmail: 'ola@nordmann.no',
      regno: 'AB 12345',
      milage: '',
      date: TODAY,
      other: '',
      gdpr: true,
      newsletter: true,
      typeMC: false,
    });
    expect(workshopBookingValuesSchema.safeParse(values).success).toBe(true);
  });

  it('sends a motorcycle to the motorcycle dealer, typeMC set, and that passes the BFF too', () => {
    const values = workshopFormSchema(TODAY).parse({ ...filled, vehicle: 'mc', services: ['Bestile deler'] });
    expect(values).toMatchObject({ typeMC: true, siteName: MOTORCYCLE_DEALER.name, siteEmail: MOTORCYCLE_DEALER.workshopEmail, services: ['Bestile deler'] });
    expect(workshopBookingValuesSchema.safeParse(values).success).toBe(true);
  });

  it('requires the dealer, regno, date, name, phone and e-mail', () => {
    expect(errorAt({ siteName: '' }, 'siteName')).toBe('dealerMissing');
    expect(errorAt({ siteEmail: '' }, 'siteEmail')).toBe('dealerMissing');
    for (const field of ['regno', 'date', 'customerName', 'customerPhone', 'customerEmail'] as const) expect(errorAt({ [field]: ' ' }, field)).toBe('required');
  });

  it('requires both checkboxes ticked', () => {
    expect(errorAt({ gdpr: false }, 'gdpr')).toBe('consentRequired');
    expect(errorAt({ newsletter: false }, 'newsletter')).toBe('consentRequired');
  });

  // Optional plus, then 6-20 digits or spaces: 5 and 21 out, 6 and 20 in.
  it.each([
    ['12345', 'invalidPhone'],
    ['123456', undefined],
    ['12345678901234567890', undefined],
    ['123456789012345678901', 'invalidPhone'],
  ])('phone %p -> %p', (customerPhone, error) => {
    expect(errorAt({ customerPhone }, 'customerPhone')).toBe(error);
  });

  it('takes an e-mail with a 2-letter top level, not a 1-letter one', () => {
    expect(errorAt({ customerEmail: 'ola@nordmann.no' }, 'customerEmail')).toBeUndefined();
    expect(errorAt({ customerEmail: 'ola@nordmann.n' }, 'customerEmail')).toBe('invalidEmail');
  });

  it('takes a mileage of 0 or none, refuses -1', () => {
    expect(errorAt({ milage: '0' }, 'milage')).toBeUndefined();
    expect(errorAt({ milage: '' }, 'milage')).toBeUndefined();
    expect(errorAt({ milage: '-1' }, 'milage')).toBe('invalidMileage');
  });

  it('refuses yesterday and takes today (the fixed clock says 2026-11-26)', () => {
    expect(errorAt({ date: '2026-11-25' }, 'date')).toBe('pastDate');
    expect(errorAt({ date: '2026-11-26' }, 'date')).toBeUndefined();
    expect(errorAt({ date: '2026-11-27' }, 'date')).toBeUndefined();
  });
});
