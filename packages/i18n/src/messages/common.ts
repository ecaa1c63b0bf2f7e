import type { PluralForms } from '../plural';
import type { Translations } from './types';

/** Words that several areas use as they are; an area that needs its own wording adds its own key. */
export interface CommonMessages {
  'common.continue': string;
  'common.back': string;
  'common.close': string;
  'common.loading': string;
  'common.showMore': string;
  'common.showing': string;
  'common.filter': string;
  'common.registrationNumber': string;
  'common.required': string;
  'common.invalidPhone': string;
  'common.invalidEmail': string;
  'common.resultCount': PluralForms;
  'common.partFailed': string;
  'common.tryAgain': string;
}

export const commonMessages: Translations<CommonMessages> = {
  sv: {
    'common.continue': 'Fortsätt',
    'common.back': 'Tillbaka',
    'common.close': 'Stäng',
    'common.loading': 'Laddar…',
    'common.showMore': 'Visa fler',
    'common.showing': 'Visar {shown} av {total}',
    'common.filter': 'Filtrera',
    'common.registrationNumber': 'Registreringsnummer',
    'common.required': 'Fältet måste fyllas i',
    'common.invalidPhone': 'Ange ett giltigt telefonnummer',
    'common.invalidEmail': 'Ange en giltig e-postadress',
    'common.resultCount': { one: '{count} träff', other: '{count} träffar' },
    'common.partFailed': 'Den här delen kunde inte laddas.',
    'common.tryAgain': 'Försök igen',
  },
  nb: {
    'common.continue': 'Fortsett',
    'common.back': 'Tilbake',
    'common.close': 'Lukk',
    'common.loading': 'Laster inn…',
    'common.showMore': 'Vis flere',
    'common.showing': 'Viser {shown} av {total}',
    'common.filter': 'Filtrer',
    'common.registrationNumber': 'Registreringsnummer',
    'common.required': 'Feltet må fylles ut',
    'common.invalidPhone': 'Oppgi et gyldig telefonnummer',
    'common.invalidEmail': 'Oppgi en gyldig e-postadresse',
    'common.resultCount': { one: '{count} treff', other: '{count} treff' },
    'common.partFailed': 'Denne delen kunne ikke lastes inn.',
    'common.tryAgain': 'Prøv igjen',
  },
  fi: {
    'common.continue': 'Jatka',
    'common.back': 'Takaisin',
    'common.close': 'Sulje',
    'common.loading': 'Ladataan…',
    'common.showMore': 'Näytä lisää',
    'common.showing': 'Näytetään {shown}/{total}',
    'common.filter': 'Suodata',
    'common.registrationNumber': 'Rekisterinumero',
    'common.required': 'Kenttä on pakollinen',
    'common.invalidPhone': 'Anna kelvollinen puhelinnumero',
    'common.invalidEmail': 'Anna kelvollinen sähköpostiosoite',
    'common.resultCount': { one: '{count} tulos', other: '{count} tulosta' },
    'common.partFailed': 'Tätä osaa ei voitu ladata.',
    'common.tryAgain': 'Yritä uudelleen',
  },
  sk: {
    'common.continue': 'Pokračovať',
    'common.back': 'Späť',
    'common.close': 'Zavrieť',
    'common.loading': 'Načítava sa…',
    'common.showMore': 'Zobraziť viac',
    'common.showing': 'Zobrazené {shown} z {total}',
    'common.filter': 'Filtrovať',
    'common.registrationNumber': 'Evidenčné číslo',
    'common.required': 'Toto pole je povinné',
    'common.invalidPhone': 'Zadajte platné telefónne číslo',
    'common.invalidEmail': 'Zadajte platnú e-mailovú adresu',
    'common.resultCount': { one: '{count} výsledok', few: '{count} výsledky', other: '{count} výsledkov' },
    'common.partFailed': 'Túto časť sa nepodarilo načítať.',
    'common.tryAgain': 'Skúsiť znova',
  },
  en: {
    'common.continue': 'Continue',
    'common.back': 'Back',
    'common.close': 'Close',
    'common.loading': 'Loading…',
    'common.showMore': 'Show more',
    'common.showing': 'Showing {shown} of {total}',
    'common.filter': 'Filter',
    'common.registrationNumber': 'Registration number',
    'common.required': 'This field is required',
    'common.invalidPhone': 'Enter a valid phone number',
    'common.invalidEmail': 'Enter a valid email address',
    'common.resultCount': { one: '{count} result', other: '{count} results' },
    'common.partFailed': 'This part could not be loaded.',
    'common.tryAgain': 'Try again',
  },
};
