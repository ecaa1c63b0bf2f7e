import type { FormRequest } from '@showroom/contracts';

/** Spec 2 §7/§9: up to 3 attempts, 1000 ms apart. */
export const LEAD_ATTEMPTS = 3;
export const LEAD_RETRY_DELAY_MS = 1000;

/** Posts one submission; true only when it was accepted. */
export type PostForm = (apiBase: string, submission: FormRequest) => Promise<boolean>;
export type Sleep = (ms: number) => Promise<void>;

/** Waits on a timer, so jest's fake timers drive it. */
export const sleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export interface SubmitLeadOptions {
  post: PostForm;
  sleep?: Sleep;
  attempts?: number;
  delayMs?: number;
}

/**
 * Sends the same submission (same formSubmissionId, so the BFF stores it once) until one attempt
 * is accepted (the BFF has stored it and delivers it to comhub itself) or the attempts run out; true when accepted.
 */
export async function submitLead(apiBase: string, submission: FormRequest, options: SubmitLeadOptions): Promise<boolean> {
  const { post, sleep: wait = sleep, attempts = LEAD_ATTEMPTS, delayMs = LEAD_RETRY_DELAY_MS } = options;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    if (await post(apiBase, submission).catch(() => false)) return true;
    if (attempt < attempts) await wait(delayMs);
  }
  return false;
}
