import { LEAD_STATUSES, type LeadCounts, type LeadStatus, type StoredLead } from '../lead';
import { maskedContact } from './maskPersonal';
import { OPS_PATH } from './opsAuth';

/** Escapes text for HTML content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:2rem;color:#111}table{border-collapse:collapse;margin:0 0 2rem;width:100%}
th,td{border:1px solid #888;padding:.35rem .5rem;text-align:left;vertical-align:top}caption{text-align:left;font-weight:600;font-size:1.2rem;padding:.5rem 0}
button{font:inherit;padding:.3rem .8rem}label{display:block;margin:.5rem 0 .2rem}input{font:inherit;padding:.3rem}.error{color:#a00000}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

const CAPTIONS: Record<LeadStatus, string> = { pending: 'Pending: waiting for delivery', delivered: 'Delivered', parked: 'Parked: delivery gave up; re-queue to try again' };
const date = (value: Date | null) => (value ? escapeHtml(value.toISOString().replace('T', ' ').slice(0, 19) + ' UTC') : '-');

function row(lead: StoredLead): string {
  const id = escapeHtml(lead.formSubmissionId);
  const action =
    lead.status === 'parked'
      ? `<td><form method="post" action="${OPS_PATH}/${id}/requeue"><button type="submit" aria-label="Re-queue lead ${id}">Re-queue</button></form></td>`
      : '';
  return `<tr><td><code>${id}</code></td><td>${escapeHtml(lead.formName)}</td><td>${escapeHtml(maskedContact(lead.values))}</td><td>${lead.attempts}</td><td>${escapeHtml(lead.lastError ?? '-')}</td><td>${date(lead.createdAt)}</td><td>${date(lead.status === 'delivered' ? lead.deliveredAt : lead.nextAttemptAt)}</td>${action}</tr>`;
}

function table(status: LeadStatus, leads: StoredLead[], count: number): string {
  const when = status === 'delivered' ? 'Delivered at' : status === 'parked' ? 'Parked at' : 'Next attempt';
  const actionHeader = status === 'parked' ? '<th scope="col">Action</th>' : '';
  const shown = leads.length < count ? ` (newest ${leads.length} of ${count})` : ` (${count})`;
  const rows = leads.length ? leads.map(row).join('') : `<tr><td colspan="${status === 'parked' ? 8 : 7}">None</td></tr>`;
  return `<table id="${status}"><caption>${escapeHtml(CAPTIONS[status] + shown)}</caption><thead><tr><th scope="col">Submission id</th><th scope="col">Form</th><th scope="col">Contact (masked)</th><th scope="col">Attempts</th><th scope="col">Last error</th><th scope="col">Stored at</th><th scope="col">${when}</th>${actionHeader}</tr></thead><tbody>${rows}</tbody></table>`;
}

/** The lead list: one table per status, the newest first, personal data masked. */
export function leadsPage(leads: Record<LeadStatus, StoredLead[]>, counts: LeadCounts, notice?: string): string {
  const tables = LEAD_STATUSES.map((status) => table(status, leads[status], counts[status])).join('');
  const message = notice ? `<p role="status">${escapeHtml(notice)}</p>` : '';
  const logout = `<form method="post" action="${OPS_PATH}/logout"><button type="submit">Log out</button></form>`;
  return page('Leads', `<h1>Leads</h1>${message}${tables}${logout}`);
}

/** The login form: the token is posted, never put in the address. */
export function loginPage(error?: string): string {
  const problem = error ? `<p class="error" role="alert" id="login-error">${escapeHtml(error)}</p>` : '';
  return page(
    'Operator login',
    `<h1>Operator login</h1>${problem}<form method="post" action="${OPS_PATH}/login"><label for="token">Operator token</label><input id="token" name="token" type="password" autocomplete="current-password" required${error ? ' aria-describedby="login-error"' : ''}><p><button type="submit">Log in</button></p></form>`,
  );
}

/** A page with one message (the store is not available). */
export function messagePage(title: string, message: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1><p role="alert">${escapeHtml(message)}</p>`);
}
