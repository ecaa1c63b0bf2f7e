import type { Translations } from './types';

/** Dealer site list and cards. */
export interface DealerMessages {
  'dealers.heading': string;
  'dealers.phone': string;
  'dealers.email': string;
  'dealers.showOnMap': string;
}

export const dealerMessages: Translations<DealerMessages> = {
  sv: {
    'dealers.heading': 'Våra anläggningar',
    'dealers.phone': 'Telefon',
    'dealers.email': 'E-post',
    'dealers.showOnMap': 'Visa på karta',
  },
  nb: {
    'dealers.heading': 'Våre forhandlere',
    'dealers.phone': 'Telefon',
    'dealers.email': 'E-post',
    'dealers.showOnMap': 'Vis på kart',
  },
  fi: {
    'dealers.heading': 'Toimipisteemme',
    'dealers.phone': 'Puhelin',
    'dealers.email': 'Sähköposti',
    'dealers.showOnMap': 'Näytä kartalla',
  },
  sk: {
    'dealers.heading': 'Naše pobočky',
    'dealers.phone': 'Telefón',
    'dealers.email': 'E-mail',
    'dealers.showOnMap': 'Zobraziť na mape',
  },
  en: {
    'dealers.heading': 'Our dealerships',
    'dealers.phone': 'Phone',
    'dealers.email': 'Email',
    'dealers.showOnMap': 'Show on map',
  },
};
