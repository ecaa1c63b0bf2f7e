import type { Translations } from './types';

/**
 * Service booking: the page, step 1 (registration number and place) and the step frame (titles,
 * collapsed steps). The `serviceBooking.error.*` keys
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
  'serviceBooking.edit': string;
  'serviceBooking.stepDone': string;
  'serviceBooking.noPlaces': string;
  'serviceBooking.placeFailed': string;
  'serviceBooking.addonsStep': string;
  'serviceBooking.workshopStep': string;
  'serviceBooking.contactStep': string;
  'serviceBooking.loadingStep': string;
  'serviceBooking.noAddons': string;
  'serviceBooking.fullDay': string;
  'serviceBooking.placeFromDealer': string;
  'serviceBooking.useMyPosition': string;
  'serviceBooking.myPosition': string;
  'serviceBooking.geolocationDenied': string;
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
    'serviceBooking.edit': 'Ändra',
    'serviceBooking.stepDone': 'Klart',
    'serviceBooking.noPlaces': 'Inga orter hittades',
    'serviceBooking.placeFailed': 'Kunde inte hämta orter, försök igen',
    'serviceBooking.addonsStep': 'Välj tillval',
    'serviceBooking.workshopStep': 'Välj verkstad och tid',
    'serviceBooking.contactStep': 'Dina kontaktuppgifter',
    'serviceBooking.loadingStep': 'Laddar …',
    'serviceBooking.noAddons': 'Inga tillval',
    'serviceBooking.fullDay': 'hela dagen (lämnas före 08:00)',
    'serviceBooking.placeFromDealer': 'Vald anläggning',
    'serviceBooking.useMyPosition': 'Använd min position',
    'serviceBooking.myPosition': 'Min position',
    'serviceBooking.geolocationDenied': 'För att använda funktionen behöver din webbläsare kunna använda platstjänster.',
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
    'serviceBooking.edit': 'Endre',
    'serviceBooking.stepDone': 'Fullført',
    'serviceBooking.noPlaces': 'Fant ingen steder',
    'serviceBooking.placeFailed': 'Kunne ikke hente steder, prøv igjen',
    'serviceBooking.addonsStep': 'Velg tillegg',
    'serviceBooking.workshopStep': 'Velg verksted og tid',
    'serviceBooking.contactStep': 'Dine kontaktopplysninger',
    'serviceBooking.loadingStep': 'Laster …',
    'serviceBooking.noAddons': 'Ingen tillegg',
    'serviceBooking.fullDay': 'hele dagen (leveres før 08:00)',
    'serviceBooking.placeFromDealer': 'Valgt anlegg',
    'serviceBooking.useMyPosition': 'Bruk min posisjon',
    'serviceBooking.myPosition': 'Min posisjon',
    'serviceBooking.geolocationDenied': 'For å bruke funksjonen må nettleseren din kunne bruke posisjonstjenester.',
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
    'serviceBooking.unsupportedBrand': 'Varaat merkin {brand} huollon, renkaanvaihdon ja korjaamokäynnin sivun yläreunan linkin kautta.',
    'serviceBooking.yourCar': 'Autosi',
    'serviceBooking.carDescription': '{brand} {model}, vuosimalli {year}',
    'serviceBooking.servicesStep': 'Valitse palvelut',
    'serviceBooking.edit': 'Muuta',
    'serviceBooking.stepDone': 'Valmis',
    'serviceBooking.noPlaces': 'Paikkakuntia ei löytynyt',
    'serviceBooking.placeFailed': 'Paikkakuntia ei voitu hakea, yritä uudelleen',
    'serviceBooking.addonsStep': 'Valitse lisäpalvelut',
    'serviceBooking.workshopStep': 'Valitse korjaamo ja aika',
    'serviceBooking.contactStep': 'Yhteystietosi',
    'serviceBooking.loadingStep': 'Ladataan …',
    'serviceBooking.noAddons': 'Ei lisäpalveluja',
    'serviceBooking.fullDay': 'koko päivä (tuodaan ennen klo 8.00)',
    'serviceBooking.placeFromDealer': 'Valittu toimipiste',
    'serviceBooking.useMyPosition': 'Käytä sijaintiani',
    'serviceBooking.myPosition': 'Oma sijainti',
    'serviceBooking.geolocationDenied': 'Toiminnon käyttäminen edellyttää, että selaimesi voi käyttää sijaintipalveluita.',
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
    'serviceBooking.edit': 'Zmeniť',
    'serviceBooking.stepDone': 'Hotovo',
    'serviceBooking.noPlaces': 'Nenašli sa žiadne miesta',
    'serviceBooking.placeFailed': 'Miesta sa nepodarilo načítať, skúste to znova',
    'serviceBooking.addonsStep': 'Vyberte doplnky',
    'serviceBooking.workshopStep': 'Vyberte servis a čas',
    'serviceBooking.contactStep': 'Vaše kontaktné údaje',
    'serviceBooking.loadingStep': 'Načítava sa …',
    'serviceBooking.noAddons': 'Bez doplnkov',
    'serviceBooking.fullDay': 'celý deň (odovzdanie pred 08:00)',
    'serviceBooking.placeFromDealer': 'Vybraná pobočka',
    'serviceBooking.useMyPosition': 'Použiť moju polohu',
    'serviceBooking.myPosition': 'Moja poloha',
    'serviceBooking.geolocationDenied': 'Na použitie tejto funkcie musí váš prehliadač môcť používať lokalizačné služby.',
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
    'serviceBooking.unsupportedBrand': 'You book service, tyre changes and workshop visits for {brand} through the link at the top of the page.',
    'serviceBooking.yourCar': 'Your car',
    'serviceBooking.carDescription': '{brand} {model}, model year {year}',
    'serviceBooking.servicesStep': 'Choose services',
    'serviceBooking.edit': 'Change',
    'serviceBooking.stepDone': 'Done',
    'serviceBooking.noPlaces': 'No towns found',
    'serviceBooking.placeFailed': 'Could not load towns, please try again',
    'serviceBooking.addonsStep': 'Choose add-ons',
    'serviceBooking.workshopStep': 'Choose workshop and time',
    'serviceBooking.contactStep': 'Your contact details',
    'serviceBooking.loadingStep': 'Loading …',
    'serviceBooking.noAddons': 'No add-ons',
    'serviceBooking.fullDay': 'all day (left before 08:00)',
    'serviceBooking.placeFromDealer': 'Chosen dealer',
    'serviceBooking.useMyPosition': 'Use my location',
    'serviceBooking.myPosition': 'My location',
    'serviceBooking.geolocationDenied': 'To use this feature, your browser needs to be able to use location services.',
  },
};
