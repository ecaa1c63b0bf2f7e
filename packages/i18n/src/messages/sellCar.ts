import type { Translations } from './types';

/** The sell-car forms: the short one (name, phone, e-mail, sell or trade in) and the full one (plus regno, mileage, message, footnote). Contact field errors are `common.*`. */
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
  'sellCar.regno': string;
  'sellCar.milage': string;
  'sellCar.other': string;
  'sellCar.footnote': string;
  'sellCar.invalidMileage': string;
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
    'sellCar.regno': 'Registreringsnummer',
    'sellCar.milage': 'Mätarställning (km)',
    'sellCar.other': 'Övrigt',
    'sellCar.footnote': 'Vi använder dina uppgifter bara för att kontakta dig om din bil.',
    'sellCar.invalidMileage': 'Ange mätarställningen som ett heltal, 0 eller mer',
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
    'sellCar.regno': 'Registreringsnummer',
    'sellCar.milage': 'Kilometerstand',
    'sellCar.other': 'Annet',
    'sellCar.footnote': 'Vi bruker opplysningene dine bare til å kontakte deg om bilen din.',
    'sellCar.invalidMileage': 'Oppgi kilometerstanden som et heltall, 0 eller mer',
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
    'sellCar.regno': 'Rekisterinumero',
    'sellCar.milage': 'Mittarilukema (km)',
    'sellCar.other': 'Lisätietoja',
    'sellCar.footnote': 'Käytämme tietojasi vain ottaaksemme sinuun yhteyttä autostasi.',
    'sellCar.invalidMileage': 'Anna mittarilukema kokonaislukuna, 0 tai enemmän',
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
    'sellCar.regno': 'Evidenčné číslo',
    'sellCar.milage': 'Stav tachometra (km)',
    'sellCar.other': 'Iné',
    'sellCar.footnote': 'Vaše údaje použijeme len na to, aby sme vás kontaktovali ohľadom vášho auta.',
    'sellCar.invalidMileage': 'Zadajte stav tachometra ako celé číslo, 0 alebo viac',
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
    'sellCar.regno': 'Registration number',
    'sellCar.milage': 'Mileage',
    'sellCar.other': 'Anything else',
    'sellCar.footnote': 'We use your details only to contact you about your car.',
    'sellCar.invalidMileage': 'Enter the mileage as a whole number, 0 or more',
  },
};
