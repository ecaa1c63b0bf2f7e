import type { PluralForms } from '../plural';
import type { Translations } from './types';

/** The service booking's page intro, contact step, confirmation and summary. Swedish texts of spec 3 are fixed by the spec. */
export interface ServiceBookingContactMessages {
  'serviceBookingContact.intro.text': string;
  'serviceBookingContact.intro.otherBrands': string;
  'serviceBookingContact.intro.brandLink': string;
  'serviceBookingContact.intro.externalSite': string;
  'serviceBookingContact.intro.moreBrands': string;
  'serviceBookingContact.intro.hasBrand': string;
  'serviceBookingContact.intro.noBrand': string;
  'serviceBookingContact.contact.firstName': string;
  'serviceBookingContact.contact.lastName': string;
  'serviceBookingContact.contact.phone': string;
  'serviceBookingContact.contact.email': string;
  'serviceBookingContact.contact.message': string;
  'serviceBookingContact.contact.counter': string;
  'serviceBookingContact.contact.submit': string;
  'serviceBookingContact.contact.sending': string;
  'serviceBookingContact.confirmation.title': string;
  'serviceBookingContact.confirmation.bookingId': string;
  'serviceBookingContact.confirmation.contact': string;
  'serviceBookingContact.confirmation.directions': string;
  'serviceBookingContact.confirmation.newTab': string;
  'serviceBookingContact.confirmation.newBooking': string;
  'serviceBookingContact.summary.heading': string;
  'serviceBookingContact.summary.count': PluralForms;
  'serviceBookingContact.summary.car': string;
  'serviceBookingContact.summary.services': string;
  'serviceBookingContact.summary.addons': string;
  'serviceBookingContact.summary.workshop': string;
  'serviceBookingContact.summary.time': string;
  'serviceBookingContact.summary.dateTime': string;
  'serviceBookingContact.summary.total': string;
  'serviceBookingContact.summary.unitLine': string;
  'serviceBookingContact.summary.unknownPrice': string;
  'serviceBookingContact.summary.unknownNote': string;
  'serviceBookingContact.summary.disclaimer': string;
  'serviceBookingContact.summary.nothingYet': string;
}

export const serviceBookingContactMessages: Translations<ServiceBookingContactMessages> = {
  sv: {
    'serviceBookingContact.intro.text': 'Boka service, däckbyte och verkstadstid online. Ange registreringsnummer och ort, så visar vi tjänster, priser och lediga tider på verkstäderna nära dig.',
    'serviceBookingContact.intro.otherBrands': 'Har du en bil av något av de här märkena? Boka via märkets egen sida:',
    'serviceBookingContact.intro.brandLink': 'Boka service för {brand}',
    'serviceBookingContact.intro.externalSite': '(extern webbplats)',
    'serviceBookingContact.intro.moreBrands': 'Fler märken vi är auktoriserade för',
    'serviceBookingContact.intro.hasBrand': 'Vi har auktoriserade verkstäder för {brand}.',
    'serviceBookingContact.intro.noBrand': 'Vi har ingen auktoriserad verkstad för {brand}, men våra verkstäder servar gärna din bil.',
    'serviceBookingContact.contact.firstName': 'Förnamn',
    'serviceBookingContact.contact.lastName': 'Efternamn',
    'serviceBookingContact.contact.phone': 'Telefon',
    'serviceBookingContact.contact.email': 'E-post',
    'serviceBookingContact.contact.message': 'Meddelande till verkstaden (valfritt)',
    'serviceBookingContact.contact.counter': '{count}/{max} tecken',
    'serviceBookingContact.contact.submit': 'Boka',
    'serviceBookingContact.contact.sending': 'Bokar …',
    'serviceBookingContact.confirmation.title': 'Bokning bekräftad',
    'serviceBookingContact.confirmation.bookingId': 'Bokningsnummer',
    'serviceBookingContact.confirmation.contact': 'Kontaktuppgifter',
    'serviceBookingContact.confirmation.directions': 'Vägbeskrivning till {site}',
    'serviceBookingContact.confirmation.newTab': '(öppnas i en ny flik)',
    'serviceBookingContact.confirmation.newBooking': 'Ny bokning',
    'serviceBookingContact.summary.heading': 'Din bokning',
    'serviceBookingContact.summary.count': { one: '{count} vald', other: '{count} valda' },
    'serviceBookingContact.summary.car': 'Bil',
    'serviceBookingContact.summary.services': 'Tjänster',
    'serviceBookingContact.summary.addons': 'Tillval',
    'serviceBookingContact.summary.workshop': 'Verkstad',
    'serviceBookingContact.summary.time': 'Tid',
    'serviceBookingContact.summary.dateTime': '{date} kl. {time}',
    'serviceBookingContact.summary.total': 'Totalt',
    'serviceBookingContact.summary.unitLine': '{units} {unit} à {price}',
    'serviceBookingContact.summary.unknownPrice': 'Pris på verkstaden*',
    'serviceBookingContact.summary.unknownNote': '* Priset sätts först på verkstaden.',
    'serviceBookingContact.summary.disclaimer': 'Priserna är medianpriser och kan variera.',
    'serviceBookingContact.summary.nothingYet': 'Inget valt ännu',
  },
  nb: {
    'serviceBookingContact.intro.text': 'Bestill service, dekkskift og verkstedtime på nett. Oppgi registreringsnummer og sted, så viser vi tjenester, priser og ledige tider på verkstedene nær deg.',
    'serviceBookingContact.intro.otherBrands': 'Har du en bil av et av disse merkene? Bestill via merkets egen side:',
    'serviceBookingContact.intro.brandLink': 'Bestill service for {brand}',
    'serviceBookingContact.intro.externalSite': '(eksternt nettsted)',
    'serviceBookingContact.intro.moreBrands': 'Flere merker vi er autorisert for',
    'serviceBookingContact.intro.hasBrand': 'Vi har autoriserte verksteder for {brand}.',
    'serviceBookingContact.intro.noBrand': 'Vi har ikke noe autorisert verksted for {brand}, men verkstedene våre tar gjerne service på bilen din.',
    'serviceBookingContact.contact.firstName': 'Fornavn',
    'serviceBookingContact.contact.lastName': 'Etternavn',
    'serviceBookingContact.contact.phone': 'Telefon',
    'serviceBookingContact.contact.email': 'E-post',
    'serviceBookingContact.contact.message': 'Melding til verkstedet (valgfritt)',
    'serviceBookingContact.contact.counter': '{count}/{max} tegn',
    'serviceBookingContact.contact.submit': 'Bestill',
    'serviceBookingContact.contact.sending': 'Bestiller …',
    'serviceBookingContact.confirmation.title': 'Bestilling bekreftet',
    'serviceBookingContact.confirmation.bookingId': 'Bestillingsnummer',
    'serviceBookingContact.confirmation.contact': 'Kontaktopplysninger',
    'serviceBookingContact.confirmation.directions': 'Veibeskrivelse til {site}',
    'serviceBookingContact.confirmation.newTab': '(åpnes i en ny fane)',
    'serviceBookingContact.confirmation.newBooking': 'Ny bestilling',
    'serviceBookingContact.summary.heading': 'Din bestilling',
    'serviceBookingContact.summary.count': { one: '{count} valgt', other: '{count} valgt' },
    'serviceBookingContact.summary.car': 'Bil',
    'serviceBookingContact.summary.services': 'Tjenester',
    'serviceBookingContact.summary.addons': 'Tillegg',
    'serviceBookingContact.summary.workshop': 'Verksted',
    'serviceBookingContact.summary.time': 'Tid',
    'serviceBookingContact.summary.dateTime': '{date} kl. {time}',
    'serviceBookingContact.summary.total': 'Totalt',
    'serviceBookingContact.summary.unitLine': '{units} {unit} à {price}',
    'serviceBookingContact.summary.unknownPrice': 'Pris på verkstedet*',
    'serviceBookingContact.summary.unknownNote': '* Prisen fastsettes først på verkstedet.',
    'serviceBookingContact.summary.disclaimer': 'Prisene er medianpriser og kan variere.',
    'serviceBookingContact.summary.nothingYet': 'Ingenting valgt ennå',
  },
  fi: {
    'serviceBookingContact.intro.text': 'Varaa huolto, renkaanvaihto ja korjaamoaika verkossa. Anna rekisterinumero ja paikkakunta, niin näytämme palvelut, hinnat ja vapaat ajat lähelläsi olevissa korjaamoissa.',
    'serviceBookingContact.intro.otherBrands': 'Onko autosi jotain näistä merkeistä? Varaa merkin omalla sivulla:',
    'serviceBookingContact.intro.brandLink': 'Varaa huolto: {brand}',
    'serviceBookingContact.intro.externalSite': '(ulkoinen sivusto)',
    'serviceBookingContact.intro.moreBrands': 'Muut merkit, joiden valtuutettu korjaamo olemme',
    'serviceBookingContact.intro.hasBrand': 'Meillä on merkin {brand} valtuutettuja korjaamoja.',
    'serviceBookingContact.intro.noBrand': 'Meillä ei ole merkin {brand} valtuutettua korjaamoa, mutta korjaamomme huoltavat autosi mielellään.',
    'serviceBookingContact.contact.firstName': 'Etunimi',
    'serviceBookingContact.contact.lastName': 'Sukunimi',
    'serviceBookingContact.contact.phone': 'Puhelin',
    'serviceBookingContact.contact.email': 'Sähköposti',
    'serviceBookingContact.contact.message': 'Viesti korjaamolle (vapaaehtoinen)',
    'serviceBookingContact.contact.counter': '{count}/{max} merkkiä',
    'serviceBookingContact.contact.submit': 'Varaa',
    'serviceBookingContact.contact.sending': 'Varataan …',
    'serviceBookingContact.confirmation.title': 'Varaus vahvistettu',
    'serviceBookingContact.confirmation.bookingId': 'Varausnumero',
    'serviceBookingContact.confirmation.contact': 'Yhteystiedot',
    'serviceBookingContact.confirmation.directions': 'Reittiohjeet: {site}',
    'serviceBookingContact.confirmation.newTab': '(avautuu uuteen välilehteen)',
    'serviceBookingContact.confirmation.newBooking': 'Uusi varaus',
    'serviceBookingContact.summary.heading': 'Varauksesi',
    'serviceBookingContact.summary.count': { one: '{count} valittu', other: '{count} valittua' },
    'serviceBookingContact.summary.car': 'Auto',
    'serviceBookingContact.summary.services': 'Palvelut',
    'serviceBookingContact.summary.addons': 'Lisäpalvelut',
    'serviceBookingContact.summary.workshop': 'Korjaamo',
    'serviceBookingContact.summary.time': 'Aika',
    'serviceBookingContact.summary.dateTime': '{date} klo {time}',
    'serviceBookingContact.summary.total': 'Yhteensä',
    'serviceBookingContact.summary.unitLine': '{units} {unit} à {price}',
    'serviceBookingContact.summary.unknownPrice': 'Hinta korjaamolla*',
    'serviceBookingContact.summary.unknownNote': '* Hinta määritetään vasta korjaamolla.',
    'serviceBookingContact.summary.disclaimer': 'Hinnat ovat mediaanihintoja ja voivat vaihdella.',
    'serviceBookingContact.summary.nothingYet': 'Ei vielä valintoja',
  },
  sk: {
    'serviceBookingContact.intro.text': 'Objednajte si servis, prezutie pneumatík a termín v dielni online. Zadajte evidenčné číslo a miesto a ukážeme vám služby, ceny a voľné termíny v dielňach vo vašom okolí.',
    'serviceBookingContact.intro.otherBrands': 'Máte auto niektorej z týchto značiek? Objednajte sa na stránke značky:',
    'serviceBookingContact.intro.brandLink': 'Objednať servis pre {brand}',
    'serviceBookingContact.intro.externalSite': '(externá stránka)',
    'serviceBookingContact.intro.moreBrands': 'Ďalšie značky, pre ktoré sme autorizovaní',
    'serviceBookingContact.intro.hasBrand': 'Máme autorizované dielne pre značku {brand}.',
    'serviceBookingContact.intro.noBrand': 'Pre značku {brand} nemáme autorizovanú dielňu, ale naše dielne vám auto radi servisujú.',
    'serviceBookingContact.contact.firstName': 'Meno',
    'serviceBookingContact.contact.lastName': 'Priezvisko',
    'serviceBookingContact.contact.phone': 'Telefón',
    'serviceBookingContact.contact.email': 'E-mail',
    'serviceBookingContact.contact.message': 'Správa pre dielňu (nepovinné)',
    'serviceBookingContact.contact.counter': '{count}/{max} znakov',
    'serviceBookingContact.contact.submit': 'Objednať',
    'serviceBookingContact.contact.sending': 'Objednávame …',
    'serviceBookingContact.confirmation.title': 'Objednávka potvrdená',
    'serviceBookingContact.confirmation.bookingId': 'Číslo objednávky',
    'serviceBookingContact.confirmation.contact': 'Kontaktné údaje',
    'serviceBookingContact.confirmation.directions': 'Trasa do {site}',
    'serviceBookingContact.confirmation.newTab': '(otvorí sa na novej karte)',
    'serviceBookingContact.confirmation.newBooking': 'Nová objednávka',
    'serviceBookingContact.summary.heading': 'Vaša objednávka',
    'serviceBookingContact.summary.count': { one: '{count} vybraná', few: '{count} vybrané', many: '{count} vybraných', other: '{count} vybraných' },
    'serviceBookingContact.summary.car': 'Auto',
    'serviceBookingContact.summary.services': 'Služby',
    'serviceBookingContact.summary.addons': 'Doplnky',
    'serviceBookingContact.summary.workshop': 'Dielňa',
    'serviceBookingContact.summary.time': 'Čas',
    'serviceBookingContact.summary.dateTime': '{date} o {time}',
    'serviceBookingContact.summary.total': 'Spolu',
    'serviceBookingContact.summary.unitLine': '{units} {unit} à {price}',
    'serviceBookingContact.summary.unknownPrice': 'Cena v dielni*',
    'serviceBookingContact.summary.unknownNote': '* Cena sa určí až v dielni.',
    'serviceBookingContact.summary.disclaimer': 'Ceny sú mediánové a môžu sa líšiť.',
    'serviceBookingContact.summary.nothingYet': 'Zatiaľ nič vybrané',
  },
  en: {
    'serviceBookingContact.intro.text': 'Book a service, a tyre change or workshop time online. Enter your registration number and place, and we show services, prices and free times at the workshops near you.',
    'serviceBookingContact.intro.otherBrands': 'Is your car one of these brands? Book on the brand’s own page:',
    'serviceBookingContact.intro.brandLink': 'Book a service for {brand}',
    'serviceBookingContact.intro.externalSite': '(external site)',
    'serviceBookingContact.intro.moreBrands': 'More brands we are authorised for',
    'serviceBookingContact.intro.hasBrand': 'We have authorised workshops for {brand}.',
    'serviceBookingContact.intro.noBrand': 'We have no authorised workshop for {brand}, but our workshops are happy to service your car.',
    'serviceBookingContact.contact.firstName': 'First name',
    'serviceBookingContact.contact.lastName': 'Last name',
    'serviceBookingContact.contact.phone': 'Phone',
    'serviceBookingContact.contact.email': 'E-mail',
    'serviceBookingContact.contact.message': 'Message to the workshop (optional)',
    'serviceBookingContact.contact.counter': '{count}/{max} characters',
    'serviceBookingContact.contact.submit': 'Book',
    'serviceBookingContact.contact.sending': 'Booking …',
    'serviceBookingContact.confirmation.title': 'Booking confirmed',
    'serviceBookingContact.confirmation.bookingId': 'Booking number',
    'serviceBookingContact.confirmation.contact': 'Contact details',
    'serviceBookingContact.confirmation.directions': 'Directions to {site}',
    'serviceBookingContact.confirmation.newTab': '(opens in a new tab)',
    'serviceBookingContact.confirmation.newBooking': 'New booking',
    'serviceBookingContact.summary.heading': 'Your booking',
    'serviceBookingContact.summary.count': { one: '{count} selected', other: '{count} selected' },
    'serviceBookingContact.summary.car': 'Car',
    'serviceBookingContact.summary.services': 'Services',
    'serviceBookingContact.summary.addons': 'Add-ons',
    'serviceBookingContact.summary.workshop': 'Workshop',
    'serviceBookingContact.summary.time': 'Time',
    'serviceBookingContact.summary.dateTime': '{date} at {time}',
    'serviceBookingContact.summary.total': 'Total',
    'serviceBookingContact.summary.unitLine': '{units} {unit} at {price}',
    'serviceBookingContact.summary.unknownPrice': 'Price at the workshop*',
    'serviceBookingContact.summary.unknownNote': '* The price is set at the workshop.',
    'serviceBookingContact.summary.disclaimer': 'Prices are median values and may vary.',
    'serviceBookingContact.summary.nothingYet': 'Nothing selected yet',
  },
};
