import type { Translations } from './types';

/** The dealer picker (a workshop form's choice of site) and the site teasers block. */
export interface DealerPickerMessages {
  'dealerPicker.legend': string;
  'dealerPicker.loading': string;
  'dealerPicker.empty': string;
  'dealerPicker.error': string;
  'dealerPicker.retry': string;
  'dealerPicker.chosen': string;
  'dealerPicker.siteLink': string;
  'dealerPicker.phone': string;
  'siteTeasers.heading': string;
}

export const dealerPickerMessages: Translations<DealerPickerMessages> = {
  sv: {
    'dealerPicker.legend': 'Välj verkstad',
    'dealerPicker.loading': 'Hämtar verkstäder …',
    // Spec 3 §8 "No workshops".
    'dealerPicker.empty': 'Vi kan ej hitta några anläggningar som passar dig',
    'dealerPicker.error': 'Det gick inte att hämta verkstäderna. Försök igen om en stund.',
    'dealerPicker.retry': 'Försök igen',
    'dealerPicker.chosen': 'Vald verkstad: {name}',
    'dealerPicker.siteLink': 'Om anläggningen',
    'dealerPicker.phone': 'Telefon',
    'siteTeasers.heading': 'Våra anläggningar',
  },
  nb: {
    'dealerPicker.legend': 'Velg nærmeste verksted',
    'dealerPicker.loading': 'Henter verksteder …',
    'dealerPicker.empty': 'Vi finner ingen verksteder som passer deg',
    'dealerPicker.error': 'Vi kunne ikke hente verkstedene. Prøv igjen om litt.',
    'dealerPicker.retry': 'Prøv igjen',
    'dealerPicker.chosen': 'Valgt verksted: {name}',
    'dealerPicker.siteLink': 'Om forhandleren',
    'dealerPicker.phone': 'Telefon',
    'siteTeasers.heading': 'Våre forhandlere',
  },
  fi: {
    'dealerPicker.legend': 'Valitse korjaamo',
    'dealerPicker.loading': 'Haetaan korjaamoja …',
    'dealerPicker.empty': 'Emme löytäneet sinulle sopivia korjaamoja',
    'dealerPicker.error': 'Korjaamoja ei voitu hakea. Yritä hetken päästä uudelleen.',
    'dealerPicker.retry': 'Yritä uudelleen',
    'dealerPicker.chosen': 'Valittu korjaamo: {name}',
    'dealerPicker.siteLink': 'Tietoa toimipisteestä',
    'dealerPicker.phone': 'Puhelin',
    'siteTeasers.heading': 'Toimipisteemme',
  },
  sk: {
    'dealerPicker.legend': 'Vyberte servis',
    'dealerPicker.loading': 'Načítavajú sa servisy …',
    'dealerPicker.empty': 'Nenašli sme žiadne servisy, ktoré by vám vyhovovali',
    'dealerPicker.error': 'Servisy sa nepodarilo načítať. Skúste to znova o chvíľu.',
    'dealerPicker.retry': 'Skúsiť znova',
    'dealerPicker.chosen': 'Vybraný servis: {name}',
    'dealerPicker.siteLink': 'O pobočke',
    'dealerPicker.phone': 'Telefón',
    'siteTeasers.heading': 'Naše pobočky',
  },
  en: {
    'dealerPicker.legend': 'Choose a workshop',
    'dealerPicker.loading': 'Loading workshops …',
    'dealerPicker.empty': "We can't find any workshops that suit you",
    'dealerPicker.error': "We couldn't load the workshops. Please try again in a moment.",
    'dealerPicker.retry': 'Try again',
    'dealerPicker.chosen': 'Chosen workshop: {name}',
    'dealerPicker.siteLink': 'About this site',
    'dealerPicker.phone': 'Phone',
    'siteTeasers.heading': 'Our sites',
  },
};
