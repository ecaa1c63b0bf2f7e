import type { OutboxMessage } from './outbox';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** A small page listing the outbox, newest first; it reloads every 5 s so a fresh code shows up. */
export function outboxPage(messages: readonly OutboxMessage[]): string {
  const rows = messages
    .map(
      (m) => `<tr><td>${escapeHtml(m.sentAt)}</td><td>${escapeHtml(m.sender)} (${m.channel})</td><td>${escapeHtml(m.to)}${m.regNo ? `<br><small>${escapeHtml(m.regNo)}</small>` : ''}</td>` +
        `<td>${m.code ? `<strong class="code">${escapeHtml(m.code)}</strong><br>` : ''}${escapeHtml(m.text)}</td><td>${m.expiresAt ? escapeHtml(m.expiresAt) : ''}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="5"><title>Sandbox outbox</title>
<style>body{font:15px/1.4 system-ui,sans-serif;margin:2rem;color:#1a1a1a}table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #ddd;padding:.5rem;text-align:left;vertical-align:top}.code{font-size:1.6rem;letter-spacing:.2em}</style>
</head><body><h1>Sandbox outbox</h1>
<p>Messages the sandbox upstreams would have sent (one-time codes and the like), newest first. JSON: <a href="/__sandbox/outbox">/__sandbox/outbox</a>.</p>
${messages.length === 0 ? '<p>No messages yet.</p>' : `<table><thead><tr><th>Sent</th><th>From</th><th>To</th><th>Message</th><th>Expires</th></tr></thead><tbody>\n${rows}\n</tbody></table>`}
</body></html>`;
}
