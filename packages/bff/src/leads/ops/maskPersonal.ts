// The operator page shows enough to tell leads apart and no more: personal data is masked.

/** "jane.doe@example.com" -> "j***@e***.com": the first letter of each side and the top level. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${email[0]}***@${domain[0] ?? ''}***${tld}`;
}

/** "+46 70 123 45 67" -> "***4567": the last four digits. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length >= 4 ? `***${digits.slice(-4)}` : '***';
}

/** "Anna Maria Svensson" -> "A. M. S.": initials only. */
export function maskName(name: string): string {
  const initials = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => `${[...part][0]?.toUpperCase() ?? ''}.`);
  return initials.length ? initials.join(' ') : '***';
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** A lead's contact in masked form, from whichever keys its form uses (customerName or name ...). */
export function maskedContact(values: Record<string, unknown>): string {
  const name = text(values.customerName) ?? text(values.name);
  const email = text(values.customerEmail) ?? text(values.email);
  const phone = text(values.customerPhone) ?? text(values.phone);
  return [name && maskName(name), email && maskEmail(email), phone && maskPhone(phone)].filter(Boolean).join(', ') || '-';
}
