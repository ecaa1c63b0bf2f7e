import { getEventBus } from '@showroom/event-bus';

/** The code spec 2 §8 gives a form-builder failure's log line ("Form builder failure | Logged as FORM_SUBMISSION_FAILED"). */
export const FORM_SUBMISSION_FAILED = 'FORM_SUBMISSION_FAILED';

/** Logs a form block's failure under its code and reports it on the data layer, as other remote failures are. */
export function reportFormFailure(form: 'form-builder' | 'marketing-form', formId: string, reason: string): void {
  console.error(`${FORM_SUBMISSION_FAILED} [${form}] form ${formId}: ${reason}`);
  getEventBus().emit('dataLayer', { event: 'form_error', code: FORM_SUBMISSION_FAILED, form, formId, message: reason.slice(0, 500) });
}
