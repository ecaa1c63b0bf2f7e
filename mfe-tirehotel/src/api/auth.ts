import { askBff, type BffAnswer } from '@showroom/api-client';
import { tireHotelRoutes } from '@showroom/contracts/bff-routes';
import type { TireHotelCredentials, TireHotelValidated } from '@showroom/contracts/tirehotel';

/** An answer of login or validate: OK, or refused with the server's message (spec 3 §8), or no usable answer. */
export type AuthOutcome<T> = { kind: 'ok'; data: T } | { kind: 'refused'; status: number; message: string } | { kind: 'failed'; status: number | null };

function outcomeOf<T>(answer: { ok: true; data: T } | { ok: false; status: number; error: { message: string } | undefined }): AuthOutcome<T> {
  if (answer.ok) return { kind: 'ok', data: answer.data };
  return answer.error ? { kind: 'refused', status: answer.status, message: answer.error.message } : { kind: 'failed', status: answer.status };
}

type Answer<R extends typeof tireHotelRoutes.login | typeof tireHotelRoutes.validate> = BffAnswer<R>;

/** Sends a one-time code to the customer's phone (the number travels encrypted, in the body). */
export async function sendCode(apiBase: string, encryptedPhoneNumber: string): Promise<AuthOutcome<TireHotelCredentials>> {
  try {
    const answer: Answer<typeof tireHotelRoutes.login> = await askBff(tireHotelRoutes.login, { body: { encryptedPhoneNumber } }, { apiBase, timeout: 15_000 });
    return outcomeOf(answer);
  } catch {
    return { kind: 'failed', status: null };
  }
}

/** Checks the code against the login's token; status 0 in the answer means logged in. */
export async function validateCode(apiBase: string, authToken: string, otpToken: string): Promise<AuthOutcome<TireHotelValidated>> {
  try {
    const answer: Answer<typeof tireHotelRoutes.validate> = await askBff(tireHotelRoutes.validate, { body: { authToken, otpToken } }, { apiBase, timeout: 15_000 });
    return outcomeOf(answer);
  } catch {
    return { kind: 'failed', status: null };
  }
}
