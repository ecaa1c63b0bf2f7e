import { CONTACT_FIELD_MAX, PHONE_PATTERN, requiredText, z } from '@showroom/contracts';
import { INVALID_MILEAGE, LEAD_TEXT_MAX } from './sellCar';

// The workshop booking lead of dealergroup-no (spec 3 §2.6, §3.4, §5.3) as comhub receives it. The BFF
// validates a submission named WORKSHOP_FORM_NAME with workshopBookingValuesSchema; the browser's form builds
// its values to pass it, and adds the one rule a server cannot share without the visitor's clock: no day
// before today (workshopDateRule).

/** The comhub form name of the workshop booking form (spec 3 §3.4). */
export const WORKSHOP_FORM_NAME = 'ServiceBookingForm';

export interface ServiceType {
  id: number;
  name: string;
}

/** Service types for cars, ids 1-11, names exactly as spec 3 §3.4 gives them. */
export const CAR_SERVICE_TYPES: readonly ServiceType[] = [
  { id: 1, name: 'Service' },
  { id: 2, name: 'Vinterklar-bil' },
  { id: 3, name: 'EU-kontroll' },
  { id: 4, name: 'Hjulskift' },
  { id: 5, name: 'Service eldre biler (5+)' },
  { id: 6, name: 'Reparasjon' },
  { id: 7, name: 'Lakk / karosseri' },
  { id: 8, name: 'Steinsprut / Ruteskift' },
  { id: 9, name: 'Aircondition service' },
  { id: 10, name: 'Bilskade' },
  { id: 11, name: 'Annet' },
];

/** Service types for motorcycles, ids 0-2 (spec 3 §3.4; "Bestile deler" is the spec's spelling). */
export const MOTORCYCLE_SERVICE_TYPES: readonly ServiceType[] = [
  { id: 0, name: 'Bestille service' },
  { id: 1, name: 'Bestile deler' },
  { id: 2, name: 'Annet, vennligst beskriv' },
];

/** The motorcycle dealer list's single fixed entry (spec 3 §3.4): where every motorcycle booking goes. */
export const MOTORCYCLE_DEALER = { name: 'Motorrad Stavanger', workshopEmail: 'verksted@motorrad-stavanger.no' } as const;

/** The service types offered for a vehicle kind. */
export function serviceTypesFor(typeMC: boolean): readonly ServiceType[] {
  return typeMC ? MOTORCYCLE_SERVICE_TYPES : CAR_SERVICE_TYPES;
}

/**
 * The workshop form's e-mail (spec 3 §5.3): an address whose top level is at least 2 letters, so
 * "ola@nordmann.no" passes and "ola@nordmann.n" or "ola@nordmann.n1" do not.
 */
export const WORKSHOP_EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.\p{L}{2,}$/u;

/** A calendar day as the date input gives it. */
export const ISO_DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a YYYY-MM-DD text is a real calendar day (2026-02-30 is not). */
export function isCalendarDay(day: string): boolean {
  if (!ISO_DAY_PATTERN.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/** Today's calendar day in a time zone (the site's: Europe/Oslo), as YYYY-MM-DD. */
export function dayIn(timeZone: string, now: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: 'year' | 'month' | 'day') => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The time zone of dealergroup-no, whose "today" bounds the desired date. */
export const WORKSHOP_TIME_ZONE = 'Europe/Oslo';

/** Error keys of the workshop form's own rules (the contact ones are contactRules' keys). */
export const WORKSHOP_RULE_ERRORS = { mileage: INVALID_MILEAGE, date: 'invalidDate', pastDate: 'pastDate', consent: 'consentRequired', service: 'unknownService' } as const;

/** The desired date: a real day; with `today`, not before it (spec 3 §5.3). YYYY-MM-DD texts compare as days. */
export function workshopDateRule(today?: string) {
  const day = requiredText(10).check(z.refine(isCalendarDay, WORKSHOP_RULE_ERRORS.date));
  return today === undefined ? day : day.check(z.refine((value) => value >= today, WORKSHOP_RULE_ERRORS.pastDate));
}

const checked = z.literal(true, { error: WORKSHOP_RULE_ERRORS.consent });
const optionalText = z.string().check(z.trim()).check(z.maxLength(LEAD_TEXT_MAX.message));

/** What the customer types into the workshop form, by the rules of spec 3 §5.3: the same in the browser's form and here. */
export const WORKSHOP_CUSTOMER_FIELDS = {
  description: optionalText,
  customerName: requiredText(LEAD_TEXT_MAX.name),
  customerPhone: requiredText(CONTACT_FIELD_MAX.phone).check(z.regex(PHONE_PATTERN, 'invalidPhone')),
  customerEmail: requiredText(CONTACT_FIELD_MAX.email).check(z.regex(WORKSHOP_EMAIL_PATTERN, 'invalidEmail')),
  regno: requiredText(LEAD_TEXT_MAX.regno),
  // Not required (spec 3 §5.3): empty, or the sell-car form's whole number of at least 0.
  milage: z.string().check(z.trim()).check(z.maxLength(20)).check(z.regex(/^(?:\d{1,7})?$/, INVALID_MILEAGE)),
  other: optionalText,
};

/**
 * The values of a workshop booking lead (spec 3 §3.4, §5.3). Required: the dealer (siteName, siteEmail),
 * regno, date, both checkboxes ticked, name, phone and e-mail. Mileage is empty or a whole number of at
 * least 0; services are names of the vehicle kind's types. Unknown keys are refused.
 */
export const workshopBookingValuesSchema = z.strictObject({
    siteEmail: requiredText(CONTACT_FIELD_MAX.email).check(z.regex(WORKSHOP_EMAIL_PATTERN, 'invalidEmail')),
    siteName: requiredText(300),
    ...WORKSHOP_CUSTOMER_FIELDS,
    date: workshopDateRule(),
    services: z.array(z.string().check(z.maxLength(100))).check(z.maxLength(CAR_SERVICE_TYPES.length)),
    gdpr: checked,
    newsletter: checked,
    typeMC: z.boolean(),
  }).check(z.superRefine((values, ctx) => {
    const names = serviceTypesFor(values.typeMC).map((s) => s.name);
    values.services.forEach((service, index) => {
      if (!names.includes(service)) ctx.addIssue({ code: 'custom', path: ['services', index], message: WORKSHOP_RULE_ERRORS.service });
    });
    if (new Set(values.services).size !== values.services.length) ctx.addIssue({ code: 'custom', path: ['services'], message: 'duplicate service' });
    // A motorcycle booking goes to the one motorcycle dealer, whatever the picker says (spec 3 §3.4).
    if (values.typeMC && values.siteEmail !== MOTORCYCLE_DEALER.workshopEmail) {
      ctx.addIssue({ code: 'custom', path: ['siteEmail'], message: 'a motorcycle booking goes to the motorcycle dealer' });
    }
  }));
export type WorkshopBookingLeadValues = z.infer<typeof workshopBookingValuesSchema>;
