import { postComhubForm } from '@showroom/api-client';
import { comhubSubmissionSchema, type ComhubSubmission } from '@showroom/contracts';
import type { SiteCode } from '@showroom/sites';
import type { SellCarValues } from '../sell-car/sellCarSchema';

/** The comhub form name: the site plus "SellCarForm" (spec 3, 3.3), e.g. "carstore-seSellCarForm". */
export function sellCarFormName(site: SiteCode): string {
  return `${site}SellCarForm`;
}

/** A v4 UUID; crypto.randomUUID exists only in secure contexts, and a partner page may be plain http. */
export function newSubmissionId(source: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>> = globalThis.crypto): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 4122 variant
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
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
      option: values.option,
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
