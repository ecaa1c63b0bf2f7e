import type { CarSeller } from '@showroom/contracts';

export interface ContactLink {
  /** As the upstream writes it. */
  text: string;
  href: string;
}

export interface SellerContact {
  name: string;
  title?: string;
  phone?: ContactLink;
  email?: ContactLink;
}

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

/** A mailto: link; undefined when the address does not look like one. */
export function mailtoHref(email: string | null | undefined): string | undefined {
  const trimmed = email?.trim() ?? '';
  return EMAIL.test(trimmed) ? `mailto:${trimmed}` : undefined;
}

/** The sellers that can be reached: those with a usable phone number or e-mail address. */
export function sellerContacts(sellers: readonly CarSeller[] | null | undefined): SellerContact[] {
  return (sellers ?? []).flatMap((seller) => {
    const tel = telHref(seller.phone);
    const mailto = mailtoHref(seller.email);
    if (!tel && !mailto) return [];
    const title = seller.title?.trim();
    return [
      {
        name: seller.name.trim(),
        ...(title ? { title } : {}),
        ...(tel ? { phone: { text: seller.phone!.trim(), href: tel } } : {}),
        ...(mailto ? { email: { text: seller.email!.trim(), href: mailto } } : {}),
      },
    ];
  });
}
