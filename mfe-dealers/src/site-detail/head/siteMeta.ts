import type { DealerSite } from '@showroom/contracts';
import type { PageMetaHints } from '@showroom/mfe-runtime';
import type { Translator } from '@showroom/i18n';

/** The longest description a search result shows whole. */
const DESCRIPTION_LENGTH = 160;

/** The site's one-line address: 'street, zip city'. */
export function addressLine(dealer: Pick<DealerSite, 'site_street' | 'site_zip' | 'site_city'>): string {
  return [dealer.site_street, [dealer.site_zip, dealer.site_city].filter(Boolean).join(' ')].filter((part) => part && part.trim()).join(', ');
}

/** The page's description and picture where the content platform has none (the host prefers the route's own). */
export function siteMeta(dealer: DealerSite, t: Translator): PageMetaHints {
  const text = t('dealerDetail.metaDescription', { name: dealer.site_official_name, address: addressLine(dealer) }).replace(/,\s*\./, '.').replace(/\s+/g, ' ').trim();
  const description = text.length <= DESCRIPTION_LENGTH ? text : `${text.slice(0, DESCRIPTION_LENGTH - 1).replace(/\s+\S*$/, '')}…`;
  const image = dealer.site_primary_image?.original ?? dealer.site_primary_image?.thumbnail_url ?? dealer.site_image_url;
  return { description, ...(image ? { image } : {}) };
}
