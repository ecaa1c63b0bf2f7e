import type { PluralForms } from '../plural';
import type { Translations } from './types';

/** One dealer site's page (spec 2 "Dealer site detail page"). */
export interface DealerDetailMessages {
  'dealerDetail.backToAll': string;
  'dealerDetail.address': string;
  'dealerDetail.openInMaps': string;
  'dealerDetail.newTab': string;
  'dealerDetail.phone': string;
  'dealerDetail.email': string;
  'dealerDetail.contact': string;
  'dealerDetail.missingImage': string;
  'dealerDetail.bookService': string;
  'dealerDetail.latestCars': string;
  'dealerDetail.noCars': string;
  /** The link to the car list filtered by the site: {total} cars, {name} the site. */
  'dealerDetail.allCars': PluralForms;
  'dealerDetail.compare': string;
  /** The page's description for search engines when the content platform has none. */
  'dealerDetail.metaDescription': string;
}

export const dealerDetailMessages: Translations<DealerDetailMessages> = {
  sv: {
    'dealerDetail.backToAll': 'Tillbaka till alla anläggningar',
    'dealerDetail.address': 'Adress',
    'dealerDetail.openInMaps': 'Visa på karta',
    'dealerDetail.newTab': 'öppnas i en ny flik',
    'dealerDetail.phone': 'Telefon',
    'dealerDetail.email': 'E-post',
    'dealerDetail.contact': 'Kontakt',
    'dealerDetail.missingImage': 'Bild saknas',
    'dealerDetail.bookService': 'Boka service',
    'dealerDetail.latestCars': 'Senaste bilarna',
    'dealerDetail.noCars': 'Just nu finns inga bilar till salu på anläggningen.',
    'dealerDetail.allCars': { one: 'Visa {total} bil hos {name}', other: 'Visa alla {total} bilar hos {name}' },
    'dealerDetail.compare': 'Jämför',
    'dealerDetail.metaDescription': '{name}, {address}. Bilar, service och kontakt.',
  },
  nb: {
    'dealerDetail.backToAll': 'Tilbake til alle forhandlere',
    'dealerDetail.address': 'Adresse',
    'dealerDetail.openInMaps': 'Vis på kart',
    'dealerDetail.newTab': 'åpnes i en ny fane',
    'dealerDetail.phone': 'Telefon',
    'dealerDetail.email': 'E-post',
    'dealerDetail.contact': 'Kontakt',
    'dealerDetail.missingImage': 'Bilde mangler',
    'dealerDetail.bookService': 'Bestill service',
    'dealerDetail.latestCars': 'Nyeste biler',
    'dealerDetail.noCars': 'Akkurat nå er det ingen biler til salgs hos forhandleren.',
    'dealerDetail.allCars': { one: 'Vis {total} bil hos {name}', other: 'Vis alle {total} biler hos {name}' },
    'dealerDetail.compare': 'Sammenlign',
    'dealerDetail.metaDescription': '{name}, {address}. Biler, service og kontakt.',
  },
  fi: {
    'dealerDetail.backToAll': 'Takaisin kaikkiin toimipisteisiin',
    'dealerDetail.address': 'Osoite',
    'dealerDetail.openInMaps': 'Näytä kartalla',
    'dealerDetail.newTab': 'avautuu uuteen välilehteen',
    'dealerDetail.phone': 'Puhelin',
    'dealerDetail.email': 'Sähköposti',
    'dealerDetail.contact': 'Yhteystiedot',
    'dealerDetail.missingImage': 'Kuva puuttuu',
    'dealerDetail.bookService': 'Varaa huolto',
    'dealerDetail.latestCars': 'Uusimmat autot',
    'dealerDetail.noCars': 'Toimipisteessä ei ole juuri nyt autoja myynnissä.',
    'dealerDetail.allCars': { one: 'Näytä {total} auto: {name}', other: 'Näytä kaikki {total} autoa: {name}' },
    'dealerDetail.compare': 'Vertaa',
    'dealerDetail.metaDescription': '{name}, {address}. Autot, huolto ja yhteystiedot.',
  },
  sk: {
    'dealerDetail.backToAll': 'Späť na všetky pobočky',
    'dealerDetail.address': 'Adresa',
    'dealerDetail.openInMaps': 'Zobraziť na mape',
    'dealerDetail.newTab': 'otvorí sa na novej karte',
    'dealerDetail.phone': 'Telefón',
    'dealerDetail.email': 'E-mail',
    'dealerDetail.contact': 'Kontakt',
    'dealerDetail.missingImage': 'Obrázok chýba',
    'dealerDetail.bookService': 'Objednať servis',
    'dealerDetail.latestCars': 'Najnovšie autá',
    'dealerDetail.noCars': 'Pobočka momentálne nemá žiadne autá na predaj.',
    'dealerDetail.allCars': { one: 'Zobraziť {total} auto: {name}', few: 'Zobraziť všetky {total} autá: {name}', other: 'Zobraziť všetkých {total} áut: {name}' },
    'dealerDetail.compare': 'Porovnať',
    'dealerDetail.metaDescription': '{name}, {address}. Autá, servis a kontakt.',
  },
  en: {
    'dealerDetail.backToAll': 'Back to all dealers',
    'dealerDetail.address': 'Address',
    'dealerDetail.openInMaps': 'Show on map',
    'dealerDetail.newTab': 'opens in a new tab',
    'dealerDetail.phone': 'Phone',
    'dealerDetail.email': 'Email',
    'dealerDetail.contact': 'Contact',
    'dealerDetail.missingImage': 'No picture',
    'dealerDetail.bookService': 'Book a service',
    'dealerDetail.latestCars': 'Latest cars',
    'dealerDetail.noCars': 'There are no cars for sale at this dealer right now.',
    'dealerDetail.allCars': { one: 'Show {total} car at {name}', other: 'Show all {total} cars at {name}' },
    'dealerDetail.compare': 'Compare',
    'dealerDetail.metaDescription': '{name}, {address}. Cars, service and contact.',
  },
};
