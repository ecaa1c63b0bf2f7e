import type { PGlite } from '@electric-sql/pglite';

/** The tables a visitor's submissions land in, with the column that orders them (newest first). */
export const INBOX_TABLES = [
  { table: 'form_submissions', title: 'Leads (comhub forms)', orderBy: 'received_at' },
  { table: 'service_bookings', title: 'Service bookings (mechmate)', orderBy: 'created_at' },
  { table: 'tirehotel_bookings', title: 'Tire-hotel bookings', orderBy: 'created_at' },
  { table: 'tirehotel_reviews', title: 'Tire-hotel reviews', orderBy: 'created_at' },
] as const;

export interface InboxSection {
  table: string;
  title: string;
  rows: Record<string, unknown>[];
}

const MAX_ROWS = 200;

/** What has been stored, per table, newest first; a table that does not exist (yet) is an empty section. */
export async function readInbox(db: PGlite): Promise<InboxSection[]> {
  const sections: InboxSection[] = [];
  for (const { table, title, orderBy } of INBOX_TABLES) {
    const exists = await db.query<{ name: string | null }>('SELECT to_regclass($1)::text AS name', [table]);
    if (!exists.rows[0]?.name) {
      sections.push({ table, title, rows: [] });
      continue;
    }
    const columns = await db.query<{ column_name: string }>('SELECT column_name FROM information_schema.columns WHERE table_name = $1', [table]);
    const order = columns.rows.some((c) => c.column_name === orderBy) ? `${orderBy} DESC` : '1';
    // Table names come from the constant list above, never from the request.
    const result = await db.query<Record<string, unknown>>(`SELECT * FROM ${table} ORDER BY ${order} LIMIT ${MAX_ROWS}`);
    sections.push({ table, title, rows: result.rows });
  }
  return sections;
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const cell = (value: unknown): string =>
  escapeHtml(value instanceof Date ? value.toISOString() : typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value ?? ''));

/** The inbox as a small HTML page for developers (everything escaped: stored values are visitor input). */
export function renderInboxHtml(sections: readonly InboxSection[]): string {
  const body = sections
    .map(({ title, rows }) => {
      if (rows.length === 0) return `<section><h2>${escapeHtml(title)}</h2><p>Nothing stored yet.</p></section>`;
      const columns = Object.keys(rows[0]!);
      const head = columns.map((c) => `<th scope="col">${escapeHtml(c)}</th>`).join('');
      const lines = rows.map((row) => `<tr>${columns.map((c) => `<td>${cell(row[c])}</td>`).join('')}</tr>`).join('');
      return `<section><h2>${escapeHtml(title)} (${rows.length})</h2><table><thead><tr>${head}</tr></thead><tbody>${lines}</tbody></table></section>`;
    })
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandbox inbox</title><style>body{font-family:system-ui,sans-serif;margin:24px}table{border-collapse:collapse;font-size:14px}td,th{border:1px solid #999;padding:4px 8px;text-align:left;vertical-align:top}</style></head><body><h1>Sandbox inbox</h1><p>What visitors submitted: leads, bookings and reviews, newest first.</p>${body}</body></html>`;
}
