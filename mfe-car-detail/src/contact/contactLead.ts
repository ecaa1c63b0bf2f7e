import { formRequestSchema, type DataLayerEvent, type FormRequest } from '@showroom/contracts';
import type { SiteCode } from '@showroom/sites';
import type { ContactValues } from './contactFormSchema';

/** The comhub form name: the site plus "CarDetailForm", e.g. "carstore-seCarDetailForm". */
export function contactFormName(site: SiteCode): string {
  return `${site}CarDetailForm`;
}

/** The car as the lead names it: comhub values are flat, so title and id share one text. */
export function leadCarText(car: { car_id: string; title: string }): string {
  return `${car.title} (${car.car_id})`;
}

export interface ContactLeadInput {
  site: SiteCode;
  formSubmissionId: string;
  car: { car_id: string; title: string };
  values: ContactValues;
  /** The seller site the visitor chose for a sample car; none for any other car. */
  sellerId?: string;
  /** The page the lead was sent from. */
  source: string;
}

/**
 * The comhub body (spec 2 §3) without its recipient, plus the car it is about: the BFF adds toName and
 * toEmail from the car itself. Checked against the forms contract before it leaves; throws when it does not fit.
 */
export function buildContactSubmission({ site, formSubmissionId, car, values, sellerId, source }: ContactLeadInput): FormRequest {
  return formRequestSchema.parse({
    formName: contactFormName(site),
    formSubmissionId,
    values: {
      car: leadCarText(car),
      name: values.name,
      phone: values.phone,
      email: values.email,
      message: values.message,
      quote: values.quote,
      testDrive: values.testDrive,
      source,
    },
    lead: { site, carId: car.car_id, ...(sellerId ? { sellerId } : {}) },
  });
}

/** The analytics push after a lead was accepted. */
export function leadEvent(submission: FormRequest, carId: string): DataLayerEvent {
  return {
    event: 'lead',
    form_name: submission.formName,
    car_id: carId,
    quote: submission.values.quote === true,
    test_drive: submission.values.testDrive === true,
  };
}
