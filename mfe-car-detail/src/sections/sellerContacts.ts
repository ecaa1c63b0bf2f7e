import type { CarSeller } from '@showroom/contracts';
import { mailtoHref, telHref } from '@showroom/ui';

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
