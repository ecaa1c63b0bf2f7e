import { tireHotelConfirmationSchema, tireHotelCredentialsSchema, tireHotelCustomerSchema, tireHotelValidatedSchema } from '@showroom/contracts/tirehotel';
import { z } from '@showroom/contracts';
import { loggedIn, type FlowState, type TireHotelSession } from './flowMachine';

// Loaded with import() only when session storage holds something: a first visit does not fetch it.

// Session storage is the visitor's (or an extension's) to edit: what comes back is parsed, never trusted.
const sessionSchema: z.ZodMiniType<TireHotelSession> = z.object({
  customer: tireHotelCustomerSchema,
  credentials: z.optional(tireHotelCredentialsSchema),
  validated: z.optional(tireHotelValidatedSchema),
  confirmation: z.optional(tireHotelConfirmationSchema),
});

/** The state to resume from the stored text, or null (nothing usable: start at Search). */
export function readSession(raw: string, prefill: string | undefined): FlowState | null {
  try {
    const parsed = sessionSchema.safeParse(JSON.parse(raw));
    return parsed.success ? resumeSession(parsed.data, prefill) : null;
  } catch {
    return null;
  }
}

/**
 * The state a stored session resumes: a login with status 0 jumps to LoggedIn (spec 3 §4.4), or to Confirmation
 * when a booking was made; else Validate with credentials, else Login. A `?regNo=` naming another car than the
 * session's starts afresh (null).
 */
export function resumeSession(session: TireHotelSession, prefill: string | undefined): FlowState | null {
  const { customer, credentials, validated, confirmation } = session;
  if (prefill && prefill !== customer.regNo) return null;
  if (credentials && validated) {
    const data = loggedIn(customer, credentials, validated);
    if (data) return confirmation ? { page: 'confirmation', ...data, confirmation } : { page: 'loggedIn', ...data };
  }
  if (credentials) return { page: 'validate', regNo: customer.regNo, customer, credentials };
  return { page: 'login', regNo: customer.regNo, customer };
}

