/**
 * Editing mode (spec 1 §1). `?sc_mode=edit` turns it on for the browser session (a session cookie),
 * `?sc_mode=normal` turns it off. Only where the host allows editing (EDITING_ENABLED; on in the
 * sandbox and development, off unless set in production, where the content platform's own login
 * guards its editors).
 */
export const EDITING_QUERY_KEY = 'sc_mode';
export const EDITING_COOKIE = 'sc_editing';

export interface EditingDecision {
  editing: boolean;
  /** A Set-Cookie header value when the mode changed. */
  setCookie: string | null;
}

/** Whether a request is in editing mode, and the cookie that keeps the choice. */
export function editingMode(query: Record<string, unknown>, cookieValue: string | undefined, enabled: boolean): EditingDecision {
  if (!enabled) return { editing: false, setCookie: null };
  const asked = query[EDITING_QUERY_KEY];
  if (asked === 'edit') return { editing: true, setCookie: `${EDITING_COOKIE}=1; Path=/; SameSite=Lax; HttpOnly` };
  if (asked === 'normal') return { editing: false, setCookie: `${EDITING_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly` };
  return { editing: cookieValue === '1', setCookie: null };
}
