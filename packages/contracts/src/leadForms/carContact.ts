import { emailRule, phoneRule, requiredText, z } from '@showroom/contracts';

// The car detail contact form's lead (spec 2 §3 "Contact form submission", §5 "Contact form") as the
// BFF takes it from the browser: toName and toEmail are not here, the BFF sets them from the car.

/** formName = the site code + this, e.g. "carstore-seCarDetailForm". */
export const CAR_CONTACT_FORM_SUFFIX = 'CarDetailForm';

/** Longest texts a contact lead carries (the form's inputs carry the same limits). */
export const CAR_CONTACT_MAX = { car: 300, name: 200, message: 2000, source: 2000 } as const;

/** The values of a contact lead: name, phone and e-mail required, message optional, two ticks, the car and the page. */
export const carContactValuesSchema = z.strictObject({
  car: requiredText(CAR_CONTACT_MAX.car),
  name: requiredText(CAR_CONTACT_MAX.name),
  phone: phoneRule,
  email: emailRule,
  message: z.optional(z.string().check(z.trim()).check(z.maxLength(CAR_CONTACT_MAX.message))),
  quote: z.boolean(),
  testDrive: z.boolean(),
  source: z.optional(z.string().check(z.trim()).check(z.maxLength(CAR_CONTACT_MAX.source))),
});
export type CarContactLeadValues = z.infer<typeof carContactValuesSchema>;

/** Whether a form name is a car contact form's (any site's). */
export function isCarContactFormName(formName: string): boolean {
  return formName.length > CAR_CONTACT_FORM_SUFFIX.length && formName.endsWith(CAR_CONTACT_FORM_SUFFIX);
}
