import type { ContentBlock } from '@showroom/contracts';
import type { Language, SiteDefinition } from '@showroom/sites';
import type { SitePage } from './routes';

type Words = Record<Language, string>;
const w = (sv: string, nb: string, fi: string, sk: string, en: string): Words => ({ sv, nb, fi, sk, en });

const TEXTS = {
  allSites: w('Våra anläggningar', 'Våre forhandlere', 'Toimipisteemme', 'Naše pobočky', 'Our sites'),
  workshops: w('Våra verkstäder', 'Våre verksteder', 'Korjaamomme', 'Naše servisy', 'Our workshops'),
  picker: w('Välj verkstad', 'Nærmeste forhandler', 'Valitse korjaamo', 'Vyberte servis', 'Nearest dealer'),
};

/** The site teaser block of dealergroup-se's about page (by the sites index) and its contact page (by a predefined query). */
export const SITE_TEASER_PAGES = { index: '/om-oss', predefined: '/om-oss/kontakt' } as const;
/** The contact page's predefined query: the workshops, of which the block shows 4. */
export const SITE_TEASER_QUERY = 'site_departments_group=Workshop';

/**
 * The dealer blocks mfe-dealers renders inside content pages: site teasers on dealergroup-se's about
 * and contact pages, and the dealer picker on the workshop booking page (dealergroup-no), where the
 * workshop booking form is to use it.
 */
export function dealerContentBlocks(site: SiteDefinition, language: Language, page: SitePage, id: string): ContentBlock[] {
  if (page.pageKind === 'workshopBooking') {
    return [{ uid: `${id}-dealer-picker`, componentName: 'DealerPicker', placeholder: 'main', fields: { Title: TEXTS.picker[language], Name: 'dealer' } }];
  }
  if (site.code !== 'dealergroup-se') return [];
  if (page.path === SITE_TEASER_PAGES.index) {
    return [{ uid: `${id}-site-teasers`, componentName: 'SiteTeasers', placeholder: 'main', fields: { Title: TEXTS.allSites[language] } }];
  }
  if (page.path === SITE_TEASER_PAGES.predefined) {
    return [{ uid: `${id}-site-teasers`, componentName: 'SiteTeasers', placeholder: 'main', fields: { Title: TEXTS.workshops[language], Filters: SITE_TEASER_QUERY } }];
  }
  return [];
}
