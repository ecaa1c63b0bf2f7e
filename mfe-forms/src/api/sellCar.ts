import { newSubmissionId, postComhubForm } from '@showroom/api-client';
import { comhubSubmissionSchema, type ComhubSubmission } from '@showroom/contracts';
import type { SiteCode } from '@showroom/sites';
import type { SellCarValues } from '../sell-car/sellCarSchema';

/** The comhub form name: the site plus "SellCarForm" (spec 3, 3.3), e.g. "carstore-seSellCarForm". */
export function sellCarFormName(site: SiteCode): string {
  return `${site}SellCarForm`;
}

/** The body sent to comhub, checked against the forms contract before it leaves. */
export function buildSellCarSubmission(site: SiteCode, values: SellCarValues, formSubmissionId: string): ComhubSubmission {
  return comhubSubmissionSchema.parse({
    formName: sellCarFormName(site),
    formSubmissionId,
    values: {
      customerName: values.customerName,
      customerPhone: values.customerPhone,
      customerEmail: values.customerEmail,
      // No choice is no value: comhub gets the three required fields alone (spec 3 §5.2).
      ...(values.option ? { option: values.option } : {}),
    },
  });
}

/** Sends the form through the BFF; true only when comhub answered 202 (spec 3, 4.3). */
export async function sendSellCar(apiBase: string, site: SiteCode, values: SellCarValues, formSubmissionId = newSubmissionId()): Promise<boolean> {
  let submission: ComhubSubmission;
  try {
    submission = buildSellCarSubmission(site, values, formSubmissionId);
  } catch {
    return false;
  }
  return postComhubForm(apiBase, submission);
}
