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
  'serviceBooking.registrationStep': string;
  'serviceBooking.unsupportedBrand': string;
  'serviceBooking.yourCar': string;
  'serviceBooking.carDescription': string;
  'serviceBooking.servicesStep': string;
  'serviceBooking.servicesNext': string;
  'serviceBooking.edit': string;
  'serviceBooking.stepDone': string;
  'serviceBooking.noPlaces': string;
  'serviceBooking.placeFailed': string;
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
    'serviceBooking.registrationStep': 'Registreringsnummer och ort',
    'serviceBooking.unsupportedBrand': 'Du bokar din service, däckbyte och verkstad för {brand} via länken högst upp på sidan.',
    'serviceBooking.yourCar': 'Din bil',
    'serviceBooking.carDescription': '{brand} {model}, årsmodell {year}',
    'serviceBooking.servicesStep': 'Välj tjänster',
    'serviceBooking.servicesNext': 'Nästa steg är att välja vilka tjänster du vill boka.',
    'serviceBooking.edit': 'Ändra',
    'serviceBooking.stepDone': 'Klart',
    'serviceBooking.noPlaces': 'Inga orter hittades',
    'serviceBooking.placeFailed': 'Kunde inte hämta orter, försök igen',
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
    'serviceBooking.registrationStep': 'Registreringsnummer og sted',
    'serviceBooking.unsupportedBrand': 'Du bestiller service, dekkskift og verksted for {brand} via lenken øverst på siden.',
    'serviceBooking.yourCar': 'Bilen din',
    'serviceBooking.carDescription': '{brand} {model}, årsmodell {year}',
    'serviceBooking.servicesStep': 'Velg tjenester',
    'serviceBooking.servicesNext': 'Neste steg er å velge hvilke tjenester du vil bestille.',
    'serviceBooking.edit': 'Endre',
    'serviceBooking.stepDone': 'Fullført',
    'serviceBooking.noPlaces': 'Fant ingen steder',
    'serviceBooking.placeFailed': 'Kunne ikke hente steder, prøv igjen',
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
    'serviceBooking.registrationStep': 'Rekisterinumero ja paikkakunta',
    'serviceBooking.unsupportedBrand': 'Varaat huollon, renkaanvaihdon ja korjaamon merkille {brand} sivun yläosan linkin kautta.',
    'serviceBooking.yourCar': 'Autosi',
    'serviceBooking.carDescription': '{brand} {model}, vuosimalli {year}',
    'serviceBooking.servicesStep': 'Valitse palvelut',
    'serviceBooking.servicesNext': 'Seuraavaksi valitset palvelut, jotka haluat varata.',
    'serviceBooking.edit': 'Muuta',
    'serviceBooking.stepDone': 'Valmis',
    'serviceBooking.noPlaces': 'Paikkakuntia ei löytynyt',
    'serviceBooking.placeFailed': 'Paikkakuntia ei voitu hakea, yritä uudelleen',
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
    'serviceBooking.registrationStep': 'Evidenčné číslo a miesto',
    'serviceBooking.unsupportedBrand': 'Servis, prezutie pneumatík a dielňu pre značku {brand} si objednáte cez odkaz v hornej časti stránky.',
    'serviceBooking.yourCar': 'Vaše auto',
    'serviceBooking.carDescription': '{brand} {model}, rok výroby {year}',
    'serviceBooking.servicesStep': 'Vyberte služby',
    'serviceBooking.servicesNext': 'V ďalšom kroku si vyberiete služby, ktoré chcete objednať.',
    'serviceBooking.edit': 'Zmeniť',
    'serviceBooking.stepDone': 'Hotovo',
    'serviceBooking.noPlaces': 'Nenašli sa žiadne miesta',
    'serviceBooking.placeFailed': 'Miesta sa nepodarilo načítať, skúste to znova',
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
    'serviceBooking.registrationStep': 'Registration number and town',
    'serviceBooking.unsupportedBrand': 'You book service, tyre change and workshop for {brand} via the link at the top of the page.',
    'serviceBooking.yourCar': 'Your car',
    'serviceBooking.carDescription': '{brand} {model}, model year {year}',
    'serviceBooking.servicesStep': 'Choose services',
    'serviceBooking.servicesNext': 'Next you choose the services you want to book.',
    'serviceBooking.edit': 'Change',
    'serviceBooking.stepDone': 'Done',
    'serviceBooking.noPlaces': 'No towns found',
    'serviceBooking.placeFailed': 'Could not load towns, please try again',
  },
};
