import type { Translator } from '@showroom/i18n';
import { useAuthorizedWorkshop } from './useAuthorizedWorkshop';

/** After a lookup: whether the car's brand has authorised workshops (spec 3 §2.2); nothing while unknown. */
export function BrandVerdict({ t, apiBase, brand }: { t: Translator; apiBase: string; brand: string }) {
  const hasBrand = useAuthorizedWorkshop(apiBase, brand);
  if (hasBrand === null) return null;
  return <p>{t(hasBrand ? 'serviceBookingContact.intro.hasBrand' : 'serviceBookingContact.intro.noBrand', { brand })}</p>;
}
