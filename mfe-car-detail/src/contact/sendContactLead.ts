import type { ComhubSubmission } from '@showroom/contracts';
import { newSubmissionId } from '@showroom/api-client';
import { buildContactSubmission } from './contactLead';
import type { ContactValues } from './contactFormSchema';
import { leadRecipient, type ContactSeller } from './leadRecipient';
import { submitLead, type PostForm, type Sleep } from './submitLead';

export interface SendContactLeadInput {
  apiBase: string;
  site: Parameters<typeof buildContactSubmission>[0]['site'];
  car: { car_id: string; title: string; isSample: boolean };
  sellers: readonly ContactSeller[];
  siteName?: string | null;
  siteLeadsEmail: string | null;
  source: string;
  values: ContactValues;
  post: PostForm;
  sleep?: Sleep;
  /** One id per press of send; every retry of that press reuses it. */
  formSubmissionId?: string;
}

export type SendContactLeadResult =
  | { sent: true; submission: ComhubSubmission }
  | { sent: false; reason: 'missingDepartment' | 'unsendable' | 'rejected' };

/** Picks the recipient, builds the comhub body and sends it with retries; failures other than a rejection are logged. */
export async function sendContactLead(input: SendContactLeadInput): Promise<SendContactLeadResult> {
  const recipient = leadRecipient({
    car: input.car,
    sellers: input.sellers,
    sellerId: input.values.sellerId,
    siteName: input.siteName,
    siteLeadsEmail: input.siteLeadsEmail,
  });
  if (!recipient.ok) {
    console.error(`[car contact form] Missing department: ${recipient.detail}; the lead was not sent.`);
    return { sent: false, reason: 'missingDepartment' };
  }
  let submission: ComhubSubmission;
  try {
    submission = buildContactSubmission({
      site: input.site,
      formSubmissionId: input.formSubmissionId ?? newSubmissionId(),
      car: input.car,
      values: input.values,
      recipient,
      source: input.source,
    });
  } catch (error) {
    console.error('[car contact form] The lead does not fit the comhub contract; it was not sent.', error);
    return { sent: false, reason: 'unsendable' };
  }
  const sent = await submitLead(input.apiBase, submission, { post: input.post, sleep: input.sleep });
  return sent ? { sent: true, submission } : { sent: false, reason: 'rejected' };
}
