import type { Translations } from './types';

/** The short sell-car form (name, phone, e-mail, sell or trade in). Field errors are `common.*`. */
export interface SellCarMessages {
  'sellCar.heading': string;
  'sellCar.name': string;
  'sellCar.phone': string;
  'sellCar.email': string;
  'sellCar.option': string;
  'sellCar.option.sell': string;
  'sellCar.option.tradeIn': string;
  'sellCar.submit': string;
  'sellCar.thanksTitle': string;
  'sellCar.thanksText': string;
  'sellCar.error': string;
}

export const sellCarMessages: Translations<SellCarMessages> = {
  sv: {
    'sellCar.heading': 'Sälj din bil',
    'sellCar.name': 'Namn',
    'sellCar.phone': 'Telefonnummer',
    'sellCar.email': 'E-postadress',
    'sellCar.option': 'Vad vill du göra?',
    'sellCar.option.sell': 'Sälja bilen',
    'sellCar.option.tradeIn': 'Byta in bilen',
    'sellCar.submit': 'Skicka',
    'sellCar.thanksTitle': 'Tack för din förfrågan!',
    'sellCar.thanksText': 'Vi kontaktar dig så snart som möjligt.',
    'sellCar.error': 'Något gick fel när formuläret skulle skickas. Försök igen senare.',
  },
  nb: {
    'sellCar.heading': 'Selg bilen din',
    'sellCar.name': 'Navn',
    'sellCar.phone': 'Telefonnummer',
    'sellCar.email': 'E-postadresse',
    'sellCar.option': 'Hva vil du gjøre?',
    'sellCar.option.sell': 'Selge bilen',
    'sellCar.option.tradeIn': 'Bytte inn bilen',
    'sellCar.submit': 'Send',
    'sellCar.thanksTitle': 'Takk for din henvendelse!',
    'sellCar.thanksText': 'Vi kontakter deg så snart som mulig.',
    'sellCar.error': 'Noe gikk galt da skjemaet skulle sendes. Prøv igjen senere.',
  },
  fi: {
    'sellCar.heading': 'Myy autosi',
    'sellCar.name': 'Nimi',
    'sellCar.phone': 'Puhelinnumero',
    'sellCar.email': 'Sähköpostiosoite',
    'sellCar.option': 'Mitä haluat tehdä?',
    'sellCar.option.sell': 'Myydä autoni',
    'sellCar.option.tradeIn': 'Vaihtaa autoni uudempaan',
    'sellCar.submit': 'Lähetä',
    'sellCar.thanksTitle': 'Kiitos yhteydenotostasi!',
    'sellCar.thanksText': 'Otamme sinuun yhteyttä mahdollisimman pian.',
    'sellCar.error': 'Lomakkeen lähettäminen epäonnistui. Yritä myöhemmin uudelleen.',
  },
  sk: {
    'sellCar.heading': 'Predajte svoje auto',
    'sellCar.name': 'Meno',
    'sellCar.phone': 'Telefónne číslo',
    'sellCar.email': 'E-mailová adresa',
    'sellCar.option': 'Čo chcete urobiť?',
    'sellCar.option.sell': 'Predať auto',
    'sellCar.option.tradeIn': 'Dať auto na protiúčet',
    'sellCar.submit': 'Odoslať',
    'sellCar.thanksTitle': 'Ďakujeme za váš záujem!',
    'sellCar.thanksText': 'Čo najskôr sa vám ozveme.',
    'sellCar.error': 'Formulár sa nepodarilo odoslať. Skúste to, prosím, neskôr.',
  },
  en: {
    'sellCar.heading': 'Sell your car',
    'sellCar.name': 'Name',
    'sellCar.phone': 'Phone number',
    'sellCar.email': 'Email address',
    'sellCar.option': 'What would you like to do?',
    'sellCar.option.sell': 'Sell my car',
    'sellCar.option.tradeIn': 'Part-exchange my car',
    'sellCar.submit': 'Send',
    'sellCar.thanksTitle': 'Thank you for your enquiry!',
    'sellCar.thanksText': 'We will contact you as soon as possible.',
    'sellCar.error': 'Something went wrong while sending the form. Please try again later.',
  },
};
