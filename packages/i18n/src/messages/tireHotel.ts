import type { Translations } from './types';

/** Tire hotel, search step. The two failure texts are fixed in Swedish by spec 3 §8. */
export interface TireHotelMessages {
  'tireHotel.prompt': string;
  'tireHotel.notFound': string;
  'tireHotel.searchFailed': string;
  'tireHotel.bookServiceLink': string;
}

export const tireHotelMessages: Translations<TireHotelMessages> = {
  sv: {
    'tireHotel.prompt': 'Ange registreringsnumret på din bil för att se ditt däckhotellsavtal.',
    'tireHotel.notFound': 'Vi hittar inget däckhotellsavtal för detta registreringsnummer.',
    'tireHotel.searchFailed': 'Något gick fel, var god och försök senare.',
    'tireHotel.bookServiceLink': 'Boka service',
  },
  nb: {
    'tireHotel.prompt': 'Skriv inn registreringsnummeret på bilen din for å se dekkhotellavtalen din.',
    'tireHotel.notFound': 'Vi finner ingen dekkhotellavtale for dette registreringsnummeret.',
    'tireHotel.searchFailed': 'Noe gikk galt, vennligst prøv igjen senere.',
    'tireHotel.bookServiceLink': 'Bestill service',
  },
  fi: {
    'tireHotel.prompt': 'Anna autosi rekisterinumero, niin näet rengashotellisopimuksesi.',
    'tireHotel.notFound': 'Tälle rekisterinumerolle ei löydy rengashotellisopimusta.',
    'tireHotel.searchFailed': 'Jokin meni vikaan, yritä myöhemmin uudelleen.',
    'tireHotel.bookServiceLink': 'Varaa huolto',
  },
  sk: {
    'tireHotel.prompt': 'Zadajte evidenčné číslo auta a zobrazte si zmluvu o uskladnení pneumatík.',
    'tireHotel.notFound': 'Pre toto evidenčné číslo sme nenašli zmluvu o uskladnení pneumatík.',
    'tireHotel.searchFailed': 'Niečo sa pokazilo, skúste to, prosím, neskôr.',
    'tireHotel.bookServiceLink': 'Objednať servis',
  },
  en: {
    'tireHotel.prompt': "Enter your car's registration number to see your tyre hotel agreement.",
    'tireHotel.notFound': 'We cannot find a tyre hotel agreement for this registration number.',
    'tireHotel.searchFailed': 'Something went wrong, please try again later.',
    'tireHotel.bookServiceLink': 'Book a service',
  },
};
