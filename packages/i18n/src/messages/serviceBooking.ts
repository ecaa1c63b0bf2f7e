import type { Translations } from './types';

/**
 * Service booking, step 1 (registration number and place) and the interim step 2 (book by contacting
 * a workshop) until the services step arrives (issue 18). The `serviceBooking.error.*` keys
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
  'serviceBooking.interimIntro': string;
  'serviceBooking.interimLoading': string;
  'serviceBooking.interimNone': string;
  'serviceBooking.allSites': string;
  'serviceBooking.phone': string;
  'serviceBooking.email': string;
  'serviceBooking.emailSubject': string;
  'serviceBooking.changeCarOrPlace': string;
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
    'serviceBooking.unsupportedBrand': 'Service, däckbyte och verkstad för {brand} kan inte bokas här. Kontakta en auktoriserad {brand}-verkstad för att boka.',
    'serviceBooking.yourCar': 'Din bil',
    'serviceBooking.carDescription': '{brand} {model}, årsmodell {year}',
    'serviceBooking.servicesStep': 'Välj tjänster',
    'serviceBooking.interimIntro': 'Bokning av tjänster på webben öppnar snart. Till dess bokar du genom att ringa eller mejla en verkstad nära {place}, med registreringsnummer {regNo}.',
    'serviceBooking.interimLoading': 'Hämtar verkstäder …',
    'serviceBooking.interimNone': 'Vi kunde inte hämta verkstäder just nu.',
    'serviceBooking.allSites': 'Se alla anläggningar',
    'serviceBooking.phone': 'Telefon',
    'serviceBooking.email': 'E-post',
    'serviceBooking.emailSubject': 'Servicebokning {regNo}',
    'serviceBooking.changeCarOrPlace': 'Ändra bil eller ort',
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
    'serviceBooking.unsupportedBrand': 'Service, dekkskift og verksted for {brand} kan ikke bestilles her. Kontakt et autorisert {brand}-verksted for å bestille.',
    'serviceBooking.yourCar': 'Bilen din',
    'serviceBooking.carDescription': '{brand} {model}, årsmodell {year}',
    'serviceBooking.servicesStep': 'Velg tjenester',
    'serviceBooking.interimIntro': 'Bestilling av tjenester på nett åpner snart. Inntil da bestiller du ved å ringe eller sende e-post til et verksted nær {place}, med registreringsnummer {regNo}.',
    'serviceBooking.interimLoading': 'Henter verksteder …',
    'serviceBooking.interimNone': 'Vi kunne ikke hente verksteder akkurat nå.',
    'serviceBooking.allSites': 'Se alle anlegg',
    'serviceBooking.phone': 'Telefon',
    'serviceBooking.email': 'E-post',
    'serviceBooking.emailSubject': 'Servicebestilling {regNo}',
    'serviceBooking.changeCarOrPlace': 'Endre bil eller sted',
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
    'serviceBooking.unsupportedBrand': 'Merkin {brand} huoltoa, renkaanvaihtoa ja korjaamokäyntiä ei voi varata täältä. Ota yhteyttä valtuutettuun {brand}-korjaamoon.',
    'serviceBooking.yourCar': 'Autosi',
    'serviceBooking.carDescription': '{brand} {model}, vuosimalli {year}',
    'serviceBooking.servicesStep': 'Valitse palvelut',
    'serviceBooking.interimIntro': 'Palveluiden verkkovaraus avautuu pian. Siihen asti varaat soittamalla tai lähettämällä sähköpostia korjaamolle lähellä paikkakuntaa {place}; kerro rekisterinumero {regNo}.',
    'serviceBooking.interimLoading': 'Haetaan korjaamoja …',
    'serviceBooking.interimNone': 'Korjaamoja ei voitu hakea juuri nyt.',
    'serviceBooking.allSites': 'Katso kaikki toimipisteet',
    'serviceBooking.phone': 'Puhelin',
    'serviceBooking.email': 'Sähköposti',
    'serviceBooking.emailSubject': 'Huoltovaraus {regNo}',
    'serviceBooking.changeCarOrPlace': 'Muuta autoa tai paikkakuntaa',
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
    'serviceBooking.unsupportedBrand': 'Servis, prezutie pneumatík a dielňu pre značku {brand} tu nie je možné objednať. Obráťte sa na autorizovaný servis značky {brand}.',
    'serviceBooking.yourCar': 'Vaše auto',
    'serviceBooking.carDescription': '{brand} {model}, rok výroby {year}',
    'serviceBooking.servicesStep': 'Vyberte služby',
    'serviceBooking.interimIntro': 'Online objednávka služieb bude čoskoro k dispozícii. Dovtedy si objednáte zavolaním alebo e-mailom do servisu v blízkosti {place} s evidenčným číslom {regNo}.',
    'serviceBooking.interimLoading': 'Načítavajú sa servisy …',
    'serviceBooking.interimNone': 'Servisy sa teraz nepodarilo načítať.',
    'serviceBooking.allSites': 'Zobraziť všetky pobočky',
    'serviceBooking.phone': 'Telefón',
    'serviceBooking.email': 'E-mail',
    'serviceBooking.emailSubject': 'Objednávka servisu {regNo}',
    'serviceBooking.changeCarOrPlace': 'Zmeniť auto alebo miesto',
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
    'serviceBooking.unsupportedBrand': 'Service, tyre change and workshop for {brand} cannot be booked here. Please contact an authorised {brand} workshop to book.',
    'serviceBooking.yourCar': 'Your car',
    'serviceBooking.carDescription': '{brand} {model}, model year {year}',
    'serviceBooking.servicesStep': 'Choose services',
    'serviceBooking.interimIntro': 'Booking services online opens soon. Until then, book by calling or e-mailing a workshop near {place}, quoting registration number {regNo}.',
    'serviceBooking.interimLoading': 'Loading workshops …',
    'serviceBooking.interimNone': 'We could not load workshops right now.',
    'serviceBooking.allSites': 'See all our sites',
    'serviceBooking.phone': 'Phone',
    'serviceBooking.email': 'E-mail',
    'serviceBooking.emailSubject': 'Service booking {regNo}',
    'serviceBooking.changeCarOrPlace': 'Change car or town',
    'serviceBooking.edit': 'Change',
    'serviceBooking.stepDone': 'Done',
    'serviceBooking.noPlaces': 'No towns found',
    'serviceBooking.placeFailed': 'Could not load towns, please try again',
  },
};
