import { newSubmissionId, postComhubForm } from '@showroom/api-client';
import { comhubSubmissionSchema, type ComhubSubmission } from '@showroom/contracts';
import { SELL_CAR_FORM_SUFFIX, sellCarValuesSchema } from '@showroom/contracts/lead-forms';
import type { SiteCode } from '@showroom/sites';
import type { SellCarValues } from '../sell-car/sellCarSchema';

/** The comhub form name: the site plus "SellCarForm" (spec 3, 3.3), e.g. "carstore-seSellCarForm". */
export function sellCarFormName(site: SiteCode): string {
  return `${site}${SELL_CAR_FORM_SUFFIX}`;
}

/**
 * The body sent to comhub: the values the BFF checks with the lead-forms contract (sellCarValuesSchema),
 * checked here against it and the forms contract before it leaves; throws when they do not fit.
 */
export function buildSellCarSubmission(site: SiteCode, values: SellCarValues, formSubmissionId: string): ComhubSubmission {
  const full = 'regno' in values ? { regno: values.regno, milage: values.milage, other: values.other } : {};
  return comhubSubmissionSchema.parse({
    formName: sellCarFormName(site),
    formSubmissionId,
    values: sellCarValuesSchema.parse({
      ...full,
      customerName: values.customerName,
      customerPhone: values.customerPhone,
      customerEmail: values.customerEmail,
      // No choice is no value: comhub gets the three required fields alone (spec 3 §5.2).
      ...(values.option ? { option: values.option } : {}),
    }),
  });
}

const missing = (text: string | undefined) => (text ?? '').trim() === '';

/**
 * Sends the form through the BFF; true only when it answered 202 (spec 3, 4.3). Spec 3 §5.2: when
 * customerName, customerPhone or customerEmail is missing the submission is aborted silently, as a failure,
 * with nothing sent.
 */
export async function sendSellCar(apiBase: string, site: SiteCode, values: SellCarValues, formSubmissionId = newSubmissionId()): Promise<boolean> {
  if (missing(values.customerName) || missing(values.customerPhone) || missing(values.customerEmail)) return false;
  let submission: ComhubSubmission;
  try {
    submission = buildSellCarSubmission(site, values, formSubmissionId);
  } catch {
    return false;
  }
  return postComhubForm(apiBase, submission);
}
