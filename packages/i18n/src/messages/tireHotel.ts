import type { Translations } from './types';

/** Tire hotel: Search and Login (the rest of the flow is in tireHotelFlow.ts). The two failure texts are fixed in Swedish by spec 3 §8. */
export interface TireHotelMessages {
  'tireHotel.prompt': string;
  'tireHotel.notFound': string;
  'tireHotel.searchFailed': string;
  'tireHotel.bookServiceLink': string;
  'tireHotel.heading': string;
  'tireHotel.agreementFound': string;
  'tireHotel.wrongNumber': string;
  'tireHotel.contactUs': string;
  'tireHotel.otherRegNo': string;
  'tireHotel.footerContact': string;
}

export const tireHotelMessages: Translations<TireHotelMessages> = {
  sv: {
    'tireHotel.prompt': 'Ange registreringsnumret på din bil för att se ditt däckhotellsavtal.',
    'tireHotel.notFound': 'Vi hittar inget däckhotellsavtal för detta registreringsnummer.',
    'tireHotel.searchFailed': 'Något gick fel, var god och försök senare.',
    'tireHotel.bookServiceLink': 'Boka service',
    'tireHotel.heading': 'Däckhotell',
    'tireHotel.agreementFound': 'Vi hittade ditt däckhotellsavtal.',
    'tireHotel.wrongNumber': 'Stämmer inte telefonnumret?',
    'tireHotel.contactUs': 'Kontakta oss',
    'tireHotel.otherRegNo': 'Sök på ett annat registreringsnummer',
    'tireHotel.footerContact': 'Frågor om däckhotellet? Mejla oss på',
  },
  nb: {
    'tireHotel.prompt': 'Skriv inn registreringsnummeret på bilen din for å se dekkhotellavtalen din.',
    'tireHotel.notFound': 'Vi finner ingen dekkhotellavtale for dette registreringsnummeret.',
    'tireHotel.searchFailed': 'Noe gikk galt, vennligst prøv igjen senere.',
    'tireHotel.bookServiceLink': 'Bestill service',
    'tireHotel.heading': 'Dekkhotell',
    'tireHotel.agreementFound': 'Vi fant dekkhotellavtalen din.',
    'tireHotel.wrongNumber': 'Stemmer ikke telefonnummeret?',
    'tireHotel.contactUs': 'Kontakt oss',
    'tireHotel.otherRegNo': 'Søk på et annet registreringsnummer',
    'tireHotel.footerContact': 'Spørsmål om dekkhotellet? Send oss en e-post på',
  },
  fi: {
    'tireHotel.prompt': 'Anna autosi rekisterinumero, niin näet rengashotellisopimuksesi.',
    'tireHotel.notFound': 'Tälle rekisterinumerolle ei löydy rengashotellisopimusta.',
    'tireHotel.searchFailed': 'Jokin meni vikaan, yritä myöhemmin uudelleen.',
    'tireHotel.bookServiceLink': 'Varaa huolto',
    'tireHotel.heading': 'Rengashotelli',
    'tireHotel.agreementFound': 'Löysimme rengashotellisopimuksesi.',
    'tireHotel.wrongNumber': 'Eikö puhelinnumero ole oikein?',
    'tireHotel.contactUs': 'Ota yhteyttä',
    'tireHotel.otherRegNo': 'Hae toisella rekisterinumerolla',
    'tireHotel.footerContact': 'Kysyttävää rengashotellista? Lähetä sähköpostia osoitteeseen',
  },
  sk: {
    'tireHotel.prompt': 'Zadajte evidenčné číslo auta a zobrazte si zmluvu o uskladnení pneumatík.',
    'tireHotel.notFound': 'Pre toto evidenčné číslo sme nenašli zmluvu o uskladnení pneumatík.',
    'tireHotel.searchFailed': 'Niečo sa pokazilo, skúste to, prosím, neskôr.',
    'tireHotel.bookServiceLink': 'Objednať servis',
    'tireHotel.heading': 'Uskladnenie pneumatík',
    'tireHotel.agreementFound': 'Našli sme vašu zmluvu o uskladnení pneumatík.',
    'tireHotel.wrongNumber': 'Telefónne číslo nesedí?',
    'tireHotel.contactUs': 'Kontaktujte nás',
    'tireHotel.otherRegNo': 'Hľadať iné evidenčné číslo',
    'tireHotel.footerContact': 'Otázky k uskladneniu pneumatík? Napíšte nám na',
  },
  en: {
    'tireHotel.prompt': "Enter your car's registration number to see your tyre hotel agreement.",
    'tireHotel.notFound': 'We cannot find a tyre hotel agreement for this registration number.',
    'tireHotel.searchFailed': 'Something went wrong, please try again later.',
    'tireHotel.bookServiceLink': 'Book a service',
    'tireHotel.heading': 'Tyre hotel',
    'tireHotel.agreementFound': 'We found your tyre hotel agreement.',
    'tireHotel.wrongNumber': 'Is the phone number wrong?',
    'tireHotel.contactUs': 'Contact us',
    'tireHotel.otherRegNo': 'Search for another registration number',
    'tireHotel.footerContact': 'Questions about the tyre hotel? E-mail us at',
  },
};
