import { postComhubForm } from '@showroom/api-client';
import { comhubSubmissionSchema, type ComhubSubmission, type DataLayerEvent } from '@showroom/contracts';
import { WORKSHOP_FORM_NAME, workshopBookingValuesSchema, type WorkshopBookingLeadValues } from '@showroom/contracts/lead-forms';

/**
 * The comhub body of a workshop booking (spec 3 §3.4): formName ServiceBookingForm, the fill's id and the
 * values, checked with the schema the BFF uses (workshopBookingValuesSchema) before it leaves; throws when they do not fit.
 */
export function buildWorkshopSubmission(values: WorkshopBookingLeadValues, formSubmissionId: string): ComhubSubmission {
  return comhubSubmissionSchema.parse({ formName: WORKSHOP_FORM_NAME, formSubmissionId, values: workshopBookingValuesSchema.parse(values) });
}

export type WorkshopSendResult = { sent: true; submission: ComhubSubmission } | { sent: false };

/** Sends a booking through the BFF: sent only on 202 (spec 3 §4.3, §9); anything else, or values that do not fit, is a failure. */
export async function sendWorkshopBooking(apiBase: string, values: WorkshopBookingLeadValues, formSubmissionId: string): Promise<WorkshopSendResult> {
  let submission: ComhubSubmission;
  try {
    submission = buildWorkshopSubmission(values, formSubmissionId);
  } catch {
    return { sent: false };
  }
  return (await postComhubForm(apiBase, submission)) ? { sent: true, submission } : { sent: false };
}

/** The analytics push after a booking was accepted: which form, which vehicle and services; nothing personal. */
export function workshopLeadEvent(values: WorkshopBookingLeadValues): DataLayerEvent {
  return { event: 'lead', form_name: WORKSHOP_FORM_NAME, type_mc: values.typeMC, services: [...values.services] };
}
