import type { FormRequest } from '@showroom/contracts';
import { newSubmissionId } from '@showroom/api-client';
import { buildContactSubmission } from './contactLead';
import type { ContactValues } from './contactFormSchema';
import { leadSeller, type ContactSeller } from './leadSeller';
import { submitLead, type PostForm, type Sleep } from './submitLead';

export interface SendContactLeadInput {
  apiBase: string;
  site: Parameters<typeof buildContactSubmission>[0]['site'];
  car: { car_id: string; title: string; isSample: boolean };
  sellers: readonly ContactSeller[];
  source: string;
  values: ContactValues;
  post: PostForm;
  sleep?: Sleep;
  /** One id per press of send; every retry of that press reuses it. */
  formSubmissionId?: string;
}

export type SendContactLeadResult =
  | { sent: true; submission: FormRequest }
  | { sent: false; reason: 'missingDepartment' | 'unsendable' | 'rejected' };

/** Checks the seller, builds the comhub body and sends it with retries; failures other than a rejection are logged. */
export async function sendContactLead(input: SendContactLeadInput): Promise<SendContactLeadResult> {
  const seller = leadSeller({ car: input.car, sellers: input.sellers, sellerId: input.values.sellerId });
  if (!seller.ok) {
    console.error(`[car contact form] Missing department: ${seller.detail}; the lead was not sent.`);
    return { sent: false, reason: 'missingDepartment' };
  }
  let submission: FormRequest;
  try {
    submission = buildContactSubmission({
      site: input.site,
      formSubmissionId: input.formSubmissionId ?? newSubmissionId(),
      car: input.car,
      values: input.values,
      sellerId: seller.sellerId,
      source: input.source,
    });
  } catch (error) {
    console.error('[car contact form] The lead does not fit the comhub contract; it was not sent.', error);
    return { sent: false, reason: 'unsendable' };
  }
  const sent = await submitLead(input.apiBase, submission, { post: input.post, sleep: input.sleep });
  return sent ? { sent: true, submission } : { sent: false, reason: 'rejected' };
}
