export type ContactKind = 'email' | 'phone';

/** The mailto:/tel: link of an address or number; a tel: link keeps only digits and a leading '+'. */
export function contactHref(value: string, kind: ContactKind): string {
  const trimmed = value.trim();
  if (kind === 'email') return `mailto:${trimmed}`;
  const digits = trimmed.replace(/\D/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}
