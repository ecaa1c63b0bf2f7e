import type { Translations } from './types';

/**
 * The car detail page's contact form. Field errors are `common.*`. `carDetailFormSuccess` and
 * `carDetailFormError` keep the content platform's dictionary key names (spec 2, §8), so an
 * editor's text for a site replaces these built-in ones by the same key.
 */
export interface CarContactMessages {
  'carContact.heading': string;
  'carContact.name': string;
  'carContact.phone': string;
  'carContact.email': string;
  'carContact.message': string;
  'carContact.interest': string;
  'carContact.quote': string;
  'carContact.testDrive': string;
  'carContact.seller': string;
  'carContact.sellerPlaceholder': string;
  'carContact.submit': string;
  'carContact.sending': string;
  'carContact.invalid': string;
  carDetailFormSuccess: string;
  carDetailFormError: string;
}

export const carContactMessages: Translations<CarContactMessages> = {
  sv: {
    'carContact.heading': 'Kontakta oss om bilen',
    'carContact.name': 'Namn',
    'carContact.phone': 'Telefonnummer',
    'carContact.email': 'E-postadress',
    'carContact.message': 'Meddelande (valfritt)',
    'carContact.interest': 'Jag vill gärna',
    'carContact.quote': 'Få en offert',
    'carContact.testDrive': 'Provköra bilen',
    'carContact.seller': 'Återförsäljare',
    'carContact.sellerPlaceholder': 'Välj återförsäljare',
    'carContact.submit': 'Skicka',
    'carContact.sending': 'Skickar…',
    'carContact.invalid': 'Några uppgifter saknas eller är felaktiga. Kontrollera de markerade fälten.',
    carDetailFormSuccess: 'Tack! Vi kontaktar dig inom kort.',
    carDetailFormError: 'Något gick fel. Försök igen senare.',
  },
  nb: {
    'carContact.heading': 'Kontakt oss om bilen',
    'carContact.name': 'Navn',
    'carContact.phone': 'Telefonnummer',
    'carContact.email': 'E-postadresse',
    'carContact.message': 'Melding (valgfritt)',
    'carContact.interest': 'Jeg vil gjerne',
    'carContact.quote': 'Få et tilbud',
    'carContact.testDrive': 'Prøvekjøre bilen',
    'carContact.seller': 'Forhandler',
    'carContact.sellerPlaceholder': 'Velg forhandler',
    'carContact.submit': 'Send',
    'carContact.sending': 'Sender…',
    'carContact.invalid': 'Noen opplysninger mangler eller er feil. Kontroller de markerte feltene.',
    carDetailFormSuccess: 'Takk! Vi kontakter deg snart.',
    carDetailFormError: 'Noe gikk galt. Prøv igjen senere.',
  },
  fi: {
    'carContact.heading': 'Kysy autosta',
    'carContact.name': 'Nimi',
    'carContact.phone': 'Puhelinnumero',
    'carContact.email': 'Sähköpostiosoite',
    'carContact.message': 'Viesti (vapaaehtoinen)',
    'carContact.interest': 'Haluan',
    'carContact.quote': 'Saada tarjouksen',
    'carContact.testDrive': 'Koeajaa auton',
    'carContact.seller': 'Jälleenmyyjä',
    'carContact.sellerPlaceholder': 'Valitse jälleenmyyjä',
    'carContact.submit': 'Lähetä',
    'carContact.sending': 'Lähetetään…',
    'carContact.invalid': 'Joitakin tietoja puuttuu tai ne ovat virheellisiä. Tarkista merkityt kentät.',
    carDetailFormSuccess: 'Kiitos! Otamme sinuun pian yhteyttä.',
    carDetailFormError: 'Jokin meni vikaan. Yritä myöhemmin uudelleen.',
  },
  sk: {
    'carContact.heading': 'Opýtajte sa na auto',
    'carContact.name': 'Meno',
    'carContact.phone': 'Telefónne číslo',
    'carContact.email': 'E-mailová adresa',
    'carContact.message': 'Správa (nepovinné)',
    'carContact.interest': 'Mám záujem',
    'carContact.quote': 'Získať cenovú ponuku',
    'carContact.testDrive': 'Absolvovať testovaciu jazdu',
    'carContact.seller': 'Predajca',
    'carContact.sellerPlaceholder': 'Vyberte predajcu',
    'carContact.submit': 'Odoslať',
    'carContact.sending': 'Odosiela sa…',
    'carContact.invalid': 'Niektoré údaje chýbajú alebo sú nesprávne. Skontrolujte označené polia.',
    carDetailFormSuccess: 'Ďakujeme! Čoskoro vás budeme kontaktovať.',
    carDetailFormError: 'Niečo sa pokazilo. Skúste to neskôr.',
  },
  en: {
    'carContact.heading': 'Ask about this car',
    'carContact.name': 'Name',
    'carContact.phone': 'Phone number',
    'carContact.email': 'Email address',
    'carContact.message': 'Message (optional)',
    'carContact.interest': 'I would like to',
    'carContact.quote': 'Get a quote',
    'carContact.testDrive': 'Book a test drive',
    'carContact.seller': 'Dealer',
    'carContact.sellerPlaceholder': 'Choose a dealer',
    'carContact.submit': 'Send',
    'carContact.sending': 'Sending…',
    'carContact.invalid': 'Some details are missing or incorrect. Please check the marked fields.',
    carDetailFormSuccess: 'Thank you! We will be in touch shortly.',
    carDetailFormError: 'Something went wrong. Please try again later.',
  },
};
