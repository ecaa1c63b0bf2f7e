import { comhubSubmissionSchema, type ComhubSubmission, type DataLayerEvent } from '@showroom/contracts';
import type { SiteCode } from '@showroom/sites';
import type { ContactValues } from './contactFormSchema';
import type { LeadRecipient } from './leadRecipient';

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
  recipient: LeadRecipient;
  /** The page the lead was sent from. */
  source: string;
}

/** The comhub body (spec 2 §3), checked against the forms contract before it leaves; throws when it does not fit. */
export function buildContactSubmission({ site, formSubmissionId, car, values, recipient, source }: ContactLeadInput): ComhubSubmission {
  return comhubSubmissionSchema.parse({
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
      toName: recipient.toName,
      toEmail: recipient.toEmail,
    },
  });
}

/** The analytics push after a lead was accepted. */
export function leadEvent(submission: ComhubSubmission, carId: string): DataLayerEvent {
  return {
    event: 'lead',
    form_name: submission.formName,
    car_id: carId,
    quote: submission.values.quote === true,
    test_drive: submission.values.testDrive === true,
  };
}
