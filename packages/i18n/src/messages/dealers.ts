import type { Translations } from './types';

/** Dealer site list and cards. */
export interface DealerMessages {
  'dealers.heading': string;
  'dealers.phone': string;
  'dealers.email': string;
  'dealers.showOnMap': string;
  'dealers.search': string;
  'dealers.searchHint': string;
}

export const dealerMessages: Translations<DealerMessages> = {
  sv: {
    'dealers.heading': 'Våra anläggningar',
    'dealers.phone': 'Telefon',
    'dealers.email': 'E-post',
    'dealers.showOnMap': 'Visa på karta',
    'dealers.search': 'Sök anläggning',
    'dealers.searchHint': 'Namn, ort eller märke',
  },
  nb: {
    'dealers.heading': 'Våre forhandlere',
    'dealers.phone': 'Telefon',
    'dealers.email': 'E-post',
    'dealers.showOnMap': 'Vis på kart',
    'dealers.search': 'Søk etter forhandler',
    'dealers.searchHint': 'Navn, sted eller merke',
  },
  fi: {
    'dealers.heading': 'Toimipisteemme',
    'dealers.phone': 'Puhelin',
    'dealers.email': 'Sähköposti',
    'dealers.showOnMap': 'Näytä kartalla',
    'dealers.search': 'Hae toimipistettä',
    'dealers.searchHint': 'Nimi, paikkakunta tai merkki',
  },
  sk: {
    'dealers.heading': 'Naše pobočky',
    'dealers.phone': 'Telefón',
    'dealers.email': 'E-mail',
    'dealers.showOnMap': 'Zobraziť na mape',
    'dealers.search': 'Hľadať pobočku',
    'dealers.searchHint': 'Názov, mesto alebo značka',
  },
  en: {
    'dealers.heading': 'Our dealerships',
    'dealers.phone': 'Phone',
    'dealers.email': 'Email',
    'dealers.showOnMap': 'Show on map',
    'dealers.search': 'Search dealerships',
    'dealers.searchHint': 'Name, city or brand',
  },
};
