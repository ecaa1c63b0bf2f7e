import type { Translations } from './types';

/**
 * Service booking, step 1 (registration number and place). The `serviceBooking.error.*` keys
 * carry the lookup/booking error codes of spec 3 §8, so mapping a code is a key lookup; their
 * Swedish texts are fixed by the spec.
 */
export interface ServiceBookingMessages {
  'serviceBooking.heading': string;
  'serviceBooking.step': string;
  'serviceBooking.regNoPlaceholder': string;
  'serviceBooking.placeLabel': string;
  'serviceBooking.invalidRegNo': string;
  'serviceBooking.choosePlace': string;
  'serviceBooking.error.InvalidReg': string;
  'serviceBooking.error.VehicleNotFound': string;
  'serviceBooking.error.BrandNotSupported': string;
  'serviceBooking.error.ServerError': string;
  'serviceBooking.error.TimeslotNotAvailable': string;
}

export const serviceBookingMessages: Translations<ServiceBookingMessages> = {
  sv: {
    'serviceBooking.heading': 'Boka service',
    'serviceBooking.step': 'Steg {n}/{max}',
    'serviceBooking.regNoPlaceholder': 'ABC 123',
    'serviceBooking.placeLabel': 'Ort',
    'serviceBooking.invalidRegNo': 'Ange ett giltigt registreringsnummer',
    'serviceBooking.choosePlace': 'Välj en ort i listan',
    'serviceBooking.error.InvalidReg': 'Ogiltigt registreringsnummer, kontrollera att registreringsnumret är korrekt',
    'serviceBooking.error.VehicleNotFound': 'Fordonet hittades inte, kontrollera att registreringsnumret är korrekt',
    'serviceBooking.error.BrandNotSupported': 'Vi kan inte erbjuda service för bilar av märket {brand}.',
    'serviceBooking.error.ServerError': 'Något gick fel, försök igen',
    'serviceBooking.error.TimeslotNotAvailable': 'Tiden är inte tillgänglig, vänligen välj en annan tid',
  },
  nb: {
    'serviceBooking.heading': 'Bestill service',
    'serviceBooking.step': 'Steg {n}/{max}',
    'serviceBooking.regNoPlaceholder': 'ABC 123',
    'serviceBooking.placeLabel': 'Sted',
    'serviceBooking.invalidRegNo': 'Oppgi et gyldig registreringsnummer',
    'serviceBooking.choosePlace': 'Velg et sted fra listen',
    'serviceBooking.error.InvalidReg': 'Ugyldig registreringsnummer, kontroller at registreringsnummeret er riktig',
    'serviceBooking.error.VehicleNotFound': 'Fant ikke kjøretøyet, kontroller at registreringsnummeret er riktig',
    'serviceBooking.error.BrandNotSupported': 'Vi kan ikke tilby service for biler av merket {brand}.',
    'serviceBooking.error.ServerError': 'Noe gikk galt, prøv igjen',
    'serviceBooking.error.TimeslotNotAvailable': 'Tiden er ikke tilgjengelig, vennligst velg en annen tid',
  },
  fi: {
    'serviceBooking.heading': 'Varaa huolto',
    'serviceBooking.step': 'Vaihe {n}/{max}',
    'serviceBooking.regNoPlaceholder': 'ABC 123',
    'serviceBooking.placeLabel': 'Paikkakunta',
    'serviceBooking.invalidRegNo': 'Anna kelvollinen rekisterinumero',
    'serviceBooking.choosePlace': 'Valitse paikkakunta luettelosta',
    'serviceBooking.error.InvalidReg': 'Virheellinen rekisterinumero, tarkista että rekisterinumero on oikein',
    'serviceBooking.error.VehicleNotFound': 'Ajoneuvoa ei löytynyt, tarkista että rekisterinumero on oikein',
    'serviceBooking.error.BrandNotSupported': 'Emme valitettavasti voi tarjota huoltoa merkin {brand} autoille.',
    'serviceBooking.error.ServerError': 'Jokin meni vikaan, yritä uudelleen',
    'serviceBooking.error.TimeslotNotAvailable': 'Aika ei ole enää vapaana, valitse toinen aika',
  },
  sk: {
    'serviceBooking.heading': 'Objednať servis',
    'serviceBooking.step': 'Krok {n}/{max}',
    'serviceBooking.regNoPlaceholder': 'ABC 123',
    'serviceBooking.placeLabel': 'Miesto',
    'serviceBooking.invalidRegNo': 'Zadajte platné evidenčné číslo',
    'serviceBooking.choosePlace': 'Vyberte miesto zo zoznamu',
    'serviceBooking.error.InvalidReg': 'Neplatné evidenčné číslo, skontrolujte, či je zadané správne',
    'serviceBooking.error.VehicleNotFound': 'Vozidlo sa nenašlo, skontrolujte, či je evidenčné číslo zadané správne',
    'serviceBooking.error.BrandNotSupported': 'Pre autá značky {brand} nemôžeme ponúknuť servis.',
    'serviceBooking.error.ServerError': 'Niečo sa pokazilo, skúste to znova',
    'serviceBooking.error.TimeslotNotAvailable': 'Tento čas už nie je voľný, vyberte si, prosím, iný',
  },
  en: {
    'serviceBooking.heading': 'Book a service',
    'serviceBooking.step': 'Step {n}/{max}',
    'serviceBooking.regNoPlaceholder': 'ABC 123',
    'serviceBooking.placeLabel': 'Town',
    'serviceBooking.invalidRegNo': 'Enter a valid registration number',
    'serviceBooking.choosePlace': 'Choose a place from the list',
    'serviceBooking.error.InvalidReg': 'Invalid registration number, please check that it is correct',
    'serviceBooking.error.VehicleNotFound': 'The vehicle was not found, please check that the registration number is correct',
    'serviceBooking.error.BrandNotSupported': 'We cannot offer service for {brand} cars.',
    'serviceBooking.error.ServerError': 'Something went wrong, please try again',
    'serviceBooking.error.TimeslotNotAvailable': 'This time is no longer available, please choose another time',
  },
};
