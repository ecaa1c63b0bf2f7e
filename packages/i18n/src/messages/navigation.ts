import type { Translations } from './types';

/** The site header's navigation: dropdowns, the mobile menu and the search bar. */
export interface NavigationMessages {
  'nav.more': string;
  'nav.back': string;
  'nav.submenu': string;
  'nav.newTab': string;
  'nav.search.label': string;
  'nav.search.placeholder': string;
  'nav.search.submit': string;
}

export const navigationMessages: Translations<NavigationMessages> = {
  sv: {
    'nav.more': 'Mer',
    'nav.back': 'Tillbaka',
    'nav.submenu': 'Undermeny för {title}',
    'nav.newTab': '(öppnas i en ny flik)',
    'nav.search.label': 'Sök bil',
    'nav.search.placeholder': 'Märke, modell eller sökord',
    'nav.search.submit': 'Sök',
  },
  nb: {
    'nav.more': 'Mer',
    'nav.back': 'Tilbake',
    'nav.submenu': 'Undermeny for {title}',
    'nav.newTab': '(åpnes i en ny fane)',
    'nav.search.label': 'Søk etter bil',
    'nav.search.placeholder': 'Merke, modell eller søkeord',
    'nav.search.submit': 'Søk',
  },
  fi: {
    'nav.more': 'Lisää',
    'nav.back': 'Takaisin',
    'nav.submenu': 'Alavalikko: {title}',
    'nav.newTab': '(avautuu uuteen välilehteen)',
    'nav.search.label': 'Hae autoa',
    'nav.search.placeholder': 'Merkki, malli tai hakusana',
    'nav.search.submit': 'Hae',
  },
  sk: {
    'nav.more': 'Viac',
    'nav.back': 'Späť',
    'nav.submenu': 'Podmenu: {title}',
    'nav.newTab': '(otvorí sa na novej karte)',
    'nav.search.label': 'Hľadať auto',
    'nav.search.placeholder': 'Značka, model alebo kľúčové slovo',
    'nav.search.submit': 'Hľadať',
  },
  en: {
    'nav.more': 'More',
    'nav.back': 'Back',
    'nav.submenu': 'Submenu for {title}',
    'nav.newTab': '(opens in a new tab)',
    'nav.search.label': 'Search cars',
    'nav.search.placeholder': 'Make, model or keyword',
    'nav.search.submit': 'Search',
  },
};
