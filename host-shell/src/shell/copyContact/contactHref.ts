import { mailtoHref, telHref } from '@showroom/ui';

export type ContactKind = 'email' | 'phone';

/**
 * The mailto:/tel: link of an address or number (@showroom/ui's rules: a tel: link keeps only digits and a
 * leading '+'; an address carrying ?, & or other header-adding characters gets none); undefined for no link.
 */
export function contactHref(value: string, kind: ContactKind): string | undefined {
  return kind === 'email' ? mailtoHref(value) : telHref(value);
}
