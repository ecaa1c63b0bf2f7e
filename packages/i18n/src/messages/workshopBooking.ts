import type { Translations } from './types';

/** The workshop booking form of dealergroup-no (spec 3 §2.6, §5.3, §8 Forms); nb is the spec's copy. Contact field errors are `common.*`. */
export interface WorkshopBookingMessages {
  'workshop.heading': string;
  'workshop.intro': string;
  'workshop.vehicle': string;
  'workshop.vehicle.car': string;
  'workshop.vehicle.mc': string;
  'workshop.dealer': string;
  'workshop.dealerChosen': string;
  'workshop.dealerNone': string;
  'workshop.dealerMissing': string;
  'workshop.dealerLink': string;
  'workshop.dealerPlaceholder': string;
  'workshop.dealersFailed': string;
  'workshop.mcDealer': string;
  'workshop.services': string;
  'workshop.servicesToggle': string;
  'workshop.servicesNone': string;
  'workshop.servicesChosen': string;
  'workshop.removeService': string;
  'workshop.description': string;
  'workshop.name': string;
  'workshop.phone': string;
  'workshop.email': string;
  'workshop.regno': string;
  'workshop.milage': string;
  'workshop.date': string;
  'workshop.other': string;
  'workshop.gdpr': string;
  'workshop.newsletter': string;
  'workshop.submit': string;
  'workshop.sending': string;
  'workshop.thanksTitle': string;
  'workshop.thanksText': string;
  'workshop.error': string;
  'workshop.invalidMileage': string;
  'workshop.invalidDate': string;
  'workshop.pastDate': string;
  'workshop.consentRequired': string;
}

export const workshopBookingMessages: Translations<WorkshopBookingMessages> = {
  sv: {
    'workshop.heading': 'Boka verkstadstid',
    'workshop.intro': 'Fyll i formuläret så kontaktar verkstaden dig.',
    'workshop.vehicle': 'Fordon',
    'workshop.vehicle.car': 'Bil',
    'workshop.vehicle.mc': 'Motorcykel',
    'workshop.dealer': 'Närmaste återförsäljare',
    'workshop.dealerChosen': 'Vald återförsäljare',
    'workshop.dealerNone': 'Ingen återförsäljare vald',
    'workshop.dealerMissing': 'Välj återförsäljare',
    'workshop.dealerLink': 'Till listan över återförsäljare',
    'workshop.dealerPlaceholder': 'Välj återförsäljare',
    'workshop.dealersFailed': 'Återförsäljarna kunde inte hämtas. Försök igen senare.',
    'workshop.mcDealer': 'Motorcyklar tas emot av {name}.',
    'workshop.services': 'Tjänster',
    'workshop.servicesToggle': 'Välj tjänster',
    'workshop.servicesNone': 'Inga tjänster valda',
    'workshop.servicesChosen': 'Valda tjänster',
    'workshop.removeService': 'Ta bort {name}',
    'workshop.description': 'Beskrivning',
    'workshop.name': 'Namn',
    'workshop.phone': 'Telefonnummer',
    'workshop.email': 'E-postadress',
    'workshop.regno': 'Registreringsnummer',
    'workshop.milage': 'Mätarställning (km)',
    'workshop.date': 'Önskat datum',
    'workshop.other': 'Övrigt',
    'workshop.gdpr': 'Jag godkänner att mina personuppgifter behandlas för att hantera bokningen.',
    'workshop.newsletter': 'Jag vill få nyhetsbrev.',
    'workshop.submit': 'Skicka',
    'workshop.sending': 'Skickar …',
    'workshop.thanksTitle': 'Tack för din förfrågan!',
    'workshop.thanksText': 'Återförsäljaren kontaktar dig för att bekräfta bokningen.',
    'workshop.error': 'Något gick fel, vänligen försök igen senare.',
    'workshop.invalidMileage': 'Ange mätarställningen som ett heltal, 0 eller mer',
    'workshop.invalidDate': 'Ange ett giltigt datum',
    'workshop.pastDate': 'Välj dagens datum eller ett senare',
    'workshop.consentRequired': 'Kryssa i rutan för att skicka',
  },
  nb: {
    'workshop.heading': 'Bestill service',
    'workshop.intro': 'Fyll ut skjemaet, så tar verkstedet kontakt med deg.',
    'workshop.vehicle': 'Kjøretøy',
    'workshop.vehicle.car': 'Bil',
    'workshop.vehicle.mc': 'Motorsykkel',
    'workshop.dealer': 'Nærmeste forhandler',
    'workshop.dealerChosen': 'Valgt forhandler',
    'workshop.dealerNone': 'Ingen forhandler valgt',
    'workshop.dealerMissing': 'Velg forhandler',
    'workshop.dealerLink': 'Gå til listen over forhandlere',
    'workshop.dealerPlaceholder': 'Velg forhandler',
    'workshop.dealersFailed': 'Forhandlerne kunne ikke hentes. Prøv igjen senere.',
    'workshop.mcDealer': 'Motorsykler tas imot av {name}.',
    'workshop.services': 'Tjenester',
    'workshop.servicesToggle': 'Velg tjenester',
    'workshop.servicesNone': 'Ingen tjenester valgt',
    'workshop.servicesChosen': 'Valgte tjenester',
    'workshop.removeService': 'Fjern {name}',
    'workshop.description': 'Beskrivelse',
    'workshop.name': 'Navn',
    'workshop.phone': 'Telefonnummer',
    'workshop.email': 'E-postadresse',
    'workshop.regno': 'Registreringsnummer',
    'workshop.milage': 'Kilometerstand',
    'workshop.date': 'Ønsket dato',
    'workshop.other': 'Annet',
    'workshop.gdpr': 'Jeg samtykker til at personopplysningene mine behandles for å håndtere bestillingen.',
    'workshop.newsletter': 'Jeg ønsker å motta nyhetsbrev.',
    'workshop.submit': 'Send',
    'workshop.sending': 'Sender …',
    'workshop.thanksTitle': 'Takk for din henvendelse!',
    'workshop.thanksText': 'Forhandleren vil kontakte deg for å bekrefte bestillingen.',
    'workshop.error': 'Noe gikk galt, vennligst prøv igjen senere.',
    'workshop.invalidMileage': 'Oppgi kilometerstanden som et heltall, 0 eller mer',
    'workshop.invalidDate': 'Oppgi en gyldig dato',
    'workshop.pastDate': 'Velg dagens dato eller en senere dato',
    'workshop.consentRequired': 'Du må krysse av her for å sende',
  },
  fi: {
    'workshop.heading': 'Varaa huoltoaika',
    'workshop.intro': 'Täytä lomake, niin korjaamo ottaa sinuun yhteyttä.',
    'workshop.vehicle': 'Ajoneuvo',
    'workshop.vehicle.car': 'Auto',
    'workshop.vehicle.mc': 'Moottoripyörä',
    'workshop.dealer': 'Lähin jälleenmyyjä',
    'workshop.dealerChosen': 'Valittu jälleenmyyjä',
    'workshop.dealerNone': 'Jälleenmyyjää ei ole valittu',
    'workshop.dealerMissing': 'Valitse jälleenmyyjä',
    'workshop.dealerLink': 'Jälleenmyyjien luetteloon',
    'workshop.dealerPlaceholder': 'Valitse jälleenmyyjä',
    'workshop.dealersFailed': 'Jälleenmyyjiä ei voitu hakea. Yritä myöhemmin uudelleen.',
    'workshop.mcDealer': 'Moottoripyörät huoltaa {name}.',
    'workshop.services': 'Palvelut',
    'workshop.servicesToggle': 'Valitse palvelut',
    'workshop.servicesNone': 'Ei valittuja palveluja',
    'workshop.servicesChosen': 'Valitut palvelut',
    'workshop.removeService': 'Poista {name}',
    'workshop.description': 'Kuvaus',
    'workshop.name': 'Nimi',
    'workshop.phone': 'Puhelinnumero',
    'workshop.email': 'Sähköpostiosoite',
    'workshop.regno': 'Rekisterinumero',
    'workshop.milage': 'Mittarilukema (km)',
    'workshop.date': 'Toivottu päivä',
    'workshop.other': 'Lisätietoja',
    'workshop.gdpr': 'Hyväksyn, että henkilötietojani käsitellään varauksen hoitamiseksi.',
    'workshop.newsletter': 'Haluan vastaanottaa uutiskirjeen.',
    'workshop.submit': 'Lähetä',
    'workshop.sending': 'Lähetetään …',
    'workshop.thanksTitle': 'Kiitos yhteydenotostasi!',
    'workshop.thanksText': 'Jälleenmyyjä ottaa sinuun yhteyttä vahvistaakseen varauksen.',
    'workshop.error': 'Jokin meni vikaan, yritä myöhemmin uudelleen.',
    'workshop.invalidMileage': 'Anna mittarilukema kokonaislukuna, 0 tai enemmän',
    'workshop.invalidDate': 'Anna kelvollinen päivämäärä',
    'workshop.pastDate': 'Valitse tämä päivä tai myöhempi päivä',
    'workshop.consentRequired': 'Valitse ruutu lähettääksesi',
  },
  sk: {
    'workshop.heading': 'Objednať servis',
    'workshop.intro': 'Vyplňte formulár a servis vás bude kontaktovať.',
    'workshop.vehicle': 'Vozidlo',
    'workshop.vehicle.car': 'Auto',
    'workshop.vehicle.mc': 'Motocykel',
    'workshop.dealer': 'Najbližší predajca',
    'workshop.dealerChosen': 'Vybraný predajca',
    'workshop.dealerNone': 'Nie je vybraný žiadny predajca',
    'workshop.dealerMissing': 'Vyberte predajcu',
    'workshop.dealerLink': 'Prejsť na zoznam predajcov',
    'workshop.dealerPlaceholder': 'Vyberte predajcu',
    'workshop.dealersFailed': 'Predajcov sa nepodarilo načítať. Skúste to neskôr.',
    'workshop.mcDealer': 'Motocykle servisuje {name}.',
    'workshop.services': 'Služby',
    'workshop.servicesToggle': 'Vybrať služby',
    'workshop.servicesNone': 'Nie sú vybrané žiadne služby',
    'workshop.servicesChosen': 'Vybrané služby',
    'workshop.removeService': 'Odstrániť {name}',
    'workshop.description': 'Popis',
    'workshop.name': 'Meno',
    'workshop.phone': 'Telefónne číslo',
    'workshop.email': 'E-mailová adresa',
    'workshop.regno': 'Evidenčné číslo',
    'workshop.milage': 'Stav tachometra (km)',
    'workshop.date': 'Požadovaný dátum',
    'workshop.other': 'Iné',
    'workshop.gdpr': 'Súhlasím so spracovaním mojich osobných údajov na vybavenie objednávky.',
    'workshop.newsletter': 'Chcem dostávať newsletter.',
    'workshop.submit': 'Odoslať',
    'workshop.sending': 'Odosiela sa …',
    'workshop.thanksTitle': 'Ďakujeme za váš záujem!',
    'workshop.thanksText': 'Predajca vás bude kontaktovať, aby objednávku potvrdil.',
    'workshop.error': 'Niečo sa pokazilo, skúste to prosím neskôr.',
    'workshop.invalidMileage': 'Zadajte stav tachometra ako celé číslo, 0 alebo viac',
    'workshop.invalidDate': 'Zadajte platný dátum',
    'workshop.pastDate': 'Vyberte dnešný alebo neskorší dátum',
    'workshop.consentRequired': 'Pre odoslanie začiarknite políčko',
  },
  en: {
    'workshop.heading': 'Book a workshop appointment',
    'workshop.intro': 'Fill in the form and the workshop will contact you.',
    'workshop.vehicle': 'Vehicle',
    'workshop.vehicle.car': 'Car',
    'workshop.vehicle.mc': 'Motorcycle',
    'workshop.dealer': 'Nearest dealer',
    'workshop.dealerChosen': 'Chosen dealer',
    'workshop.dealerNone': 'No dealer chosen',
    'workshop.dealerMissing': 'Choose a dealer',
    'workshop.dealerLink': 'Go to the list of dealers',
    'workshop.dealerPlaceholder': 'Choose a dealer',
    'workshop.dealersFailed': 'The dealers could not be loaded. Please try again later.',
    'workshop.mcDealer': 'Motorcycles are serviced by {name}.',
    'workshop.services': 'Services',
    'workshop.servicesToggle': 'Choose services',
    'workshop.servicesNone': 'No services chosen',
    'workshop.servicesChosen': 'Chosen services',
    'workshop.removeService': 'Remove {name}',
    'workshop.description': 'Description',
    'workshop.name': 'Name',
    'workshop.phone': 'Phone number',
    'workshop.email': 'Email address',
    'workshop.regno': 'Registration number',
    'workshop.milage': 'Mileage (km)',
    'workshop.date': 'Preferred date',
    'workshop.other': 'Anything else',
    'workshop.gdpr': 'I agree that my personal data is processed to handle the booking.',
    'workshop.newsletter': 'I would like to receive the newsletter.',
    'workshop.submit': 'Send',
    'workshop.sending': 'Sending …',
    'workshop.thanksTitle': 'Thank you for your enquiry!',
    'workshop.thanksText': 'The dealer will contact you to confirm the booking.',
    'workshop.error': 'Something went wrong, please try again later.',
    'workshop.invalidMileage': 'Enter the mileage as a whole number, 0 or more',
    'workshop.invalidDate': 'Enter a valid date',
    'workshop.pastDate': 'Choose today or a later date',
    'workshop.consentRequired': 'Tick the box to send',
  },
};
