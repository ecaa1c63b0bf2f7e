/** A tel: link of the number's digits and a leading +; undefined when it has no digits. */
export function telHref(phone: string | null | undefined): string | undefined {
  const trimmed = phone?.trim() ?? '';
  // "+46 (0)8 ..." : the bracketed trunk zero is not dialled after a country code.
  const international = trimmed.startsWith('+');
  const digits = (international ? trimmed.replace(/\(0\)/g, '') : trimmed).replace(/\D/g, '');
  if (digits === '') return undefined;
  return `tel:${international ? '+' : ''}${digits}`;
}

// One @, a dot in the domain, nothing that could add headers or parameters to the mailto: link.
const EMAIL = /^[^\s@?&<>"',;:()]+@[^\s@?&<>"',;:()]+\.[^\s@?&<>"',;:()]+$/;

/** A mailto: link, with the subject when given; undefined when the address does not look like one. */
export function mailtoHref(email: string | null | undefined, subject?: string): string | undefined {
  const trimmed = email?.trim() ?? '';
  if (!EMAIL.test(trimmed)) return undefined;
  return subject ? `mailto:${trimmed}?subject=${encodeURIComponent(subject)}` : `mailto:${trimmed}`;
}
